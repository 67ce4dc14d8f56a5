// A worker process for the restart test: it queues one job on the PGlite directory it is given,
// starts working it, says so on stdout, and then hangs until it is killed.
//   tsx --conditions=react-server tests/support/jobs/crashing-worker.ts <dataDir> <userId>
import { openPglite } from "@/lib/db/drivers";
import { createJobQueue } from "@/lib/jobs/queue";
import { forEveryKind, startWorkers, type JobHandlers } from "@/lib/jobs/worker";

async function main(): Promise<void> {
  const [dataDir, userId] = process.argv.slice(2);
  if (!dataDir || !userId) throw new Error("usage: crashing-worker.ts <dataDir> <userId>");
  const { db } = await openPglite({ dataDir });
  const queue = await createJobQueue({ db, queueOptions: { heartbeatSeconds: 10 } });
  const hang: JobHandlers[keyof JobHandlers] = async ({ progress }) => {
    await progress({ done: 1, total: 4, step: "Halfway" });
    console.log(JSON.stringify({ running: true }));
    await new Promise(() => {});
  };
  await startWorkers(queue, forEveryKind(hang));
  const id = await queue.enqueue("google-property-sync", userId);
  console.log(JSON.stringify({ id }));
}

void main();
