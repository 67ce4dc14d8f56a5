// npm run worker: works the background job queue in a process of its own, for deployments that run
// the web servers with JOB_WORKERS=off. Needs DATABASE_URL: the embedded database (PGlite) allows
// one process, which is the server's.
//   tsx --conditions=react-server scripts/worker.ts
import { loadEnvConfig } from "@next/env";

async function main(): Promise<void> {
  loadEnvConfig(process.cwd(), false);
  const settings = await import("../lib/env").catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
  if (!settings.env.DATABASE_URL) {
    console.error(
      "npm run worker needs DATABASE_URL: the embedded database allows one process, and the server's workers already run its jobs.",
    );
    process.exit(1);
  }
  await import("../lib/boot/jobs");
  const { getJobQueue, stopJobQueue } = await import("../lib/jobs/process");
  // JOB_WORKERS=off tells the servers not to work the queue (nor run its schedules); this process does.
  await getJobQueue({ work: true });
  console.log("Working the job queue. Ctrl+C stops after the running jobs.");
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void stopJobQueue().finally(() => process.exit(0));
    });
  }
}

void main();
