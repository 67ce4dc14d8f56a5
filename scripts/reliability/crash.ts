// kill -9 during writes: writers create projects over HTTP and note every acknowledged one, the
// server is killed without warning mid-run, started again on the same data folder, and every
// acknowledged project must still be there.
import type { HttpClient } from "./http";
import type { RunningServer } from "./server";

export type CrashResult = {
  acknowledged: number;
  lost: number;
  lostIds: string[];
  /** Writes sent but never answered (the kill cut them off): they may or may not have landed. */
  unanswered: number;
  startupMs: number;
};

export async function runCrash(options: {
  client: HttpClient;
  server: RunningServer;
  restart: () => Promise<RunningServer>;
  writers: number;
  /** The server is killed once this many writes have been acknowledged. */
  killAfter: number;
}): Promise<{ result: CrashResult; server: RunningServer }> {
  const { client, writers, killAfter } = options;
  const acknowledged: string[] = [];
  let unanswered = 0;
  let killed = false;
  let killing: Promise<void> | null = null;

  const writer = async (w: number) => {
    for (let i = 0; !killed; i++) {
      try {
        const answer = await client.json<{ project: { id: string } }>("POST", "/api/projects/", {
          name: `Crash ${w}-${i}`,
        });
        if (answer.status === 201 && answer.data) acknowledged.push(answer.data.project.id);
      } catch {
        unanswered += 1;
        return;
      }
      if (acknowledged.length >= killAfter && !killing) {
        killing = options.server.kill9().then(() => {
          killed = true;
        });
      }
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
  await killing;

  const server = await options.restart();
  const listed = await client.json<{ projects: { id: string }[] }>("GET", "/api/projects/");
  if (listed.status !== 200)
    throw new Error(`After the restart, GET /api/projects/ answered ${listed.status}`);
  const present = new Set(listed.data!.projects.map((p) => p.id));
  const lostIds = acknowledged.filter((id) => !present.has(id));
  return {
    result: {
      acknowledged: acknowledged.length,
      lost: lostIds.length,
      lostIds,
      unanswered,
      startupMs: server.startupMs,
    },
    server,
  };
}
