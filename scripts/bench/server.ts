// Starts the production build on a loopback port for the benchmark and stops it afterwards.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export async function withProductionServer<T>(
  port: number,
  run: (origin: string) => Promise<T>,
): Promise<T> {
  if (!existsSync(".next/BUILD_ID") || process.env.BENCH_BUILD === "1") {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("next build failed");
  }
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(port)], {
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", SITE_URL: origin },
    detached: true,
  });
  try {
    await waitFor(`${origin}/`);
    return await run(origin);
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
