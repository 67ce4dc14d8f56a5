// The production server under test: `next start` on loopback with its own data folder, started
// straight from Next's binary so that the pid held here is the server itself (kill -9 hits it).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export type ServerOptions = {
  port: number;
  /** The embedded database's folder; secrets are kept beside it. */
  dataDir: string;
  logFile: string;
  /** host:port entries the free tools may fetch on loopback (the fixture site). */
  allowHosts?: string;
};

export type RunningServer = {
  origin: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first healthy answer of /api/health/. */
  startupMs: number;
  stop(): Promise<void>;
  /** SIGKILL to the server and anything it started; no shutdown code runs. */
  kill9(): Promise<void>;
};

// Settings of the other run modes are dropped so the server always runs embedded.
const OTHER_MODES = [
  "DATABASE_URL",
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "NEXT_PUBLIC_SUPABASE_URL",
  "NEXT_PUBLIC_SUPABASE_ANON_KEY",
  "AUTH_SECRET",
  "TOKEN_ENCRYPTION_KEY",
  "PAGESPEED_API_KEY",
];

export function ensureBuild(): void {
  if (existsSync(".next/BUILD_ID")) return;
  console.log("No production build in .next: running npm run build …");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build failed");
}

/** The first port of `candidates` nobody listens on (on 127.0.0.1). */
export async function freePort(candidates: number[], taken: number[] = []): Promise<number> {
  for (const port of candidates) {
    if (taken.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port among ${candidates.join(", ")}`);
}

const live = new Set<ChildProcess>();

/** Kills every server still running; called on exit and on signals. */
export function killAll(): void {
  for (const child of live) signalGroup(child, "SIGKILL");
  live.clear();
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    SITE_URL: origin,
    PGLITE_DATA_DIR: options.dataDir,
    // The fuzz and the SSRF suite send hundreds of tool requests from one address.
    TOOLS_RATE_LIMIT_PER_MINUTE: "1000000",
    // The fuzz plays a proxy that reports a new loopback address per request (fuzz-inputs.ts).
    TRUSTED_PROXY_HOPS: "1",
    SAFE_FETCH_ALLOW_HOSTS: options.allowHosts ?? "",
  };
  for (const name of OTHER_MODES) delete env[name];
  const log = createWriteStream(options.logFile, { flags: "a" });
  const next = path.join("node_modules", "next", "dist", "bin", "next");
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [next, "start", "-H", "127.0.0.1", "-p", String(options.port)],
    { env, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  live.add(child);
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  child.once("exit", () => live.delete(child));

  await waitHealthy(origin, child);
  const startupMs = performance.now() - started;
  return {
    origin,
    process: child,
    startupMs,
    async stop() {
      signalGroup(child, "SIGTERM");
      if (!(await exited(child, 10_000))) signalGroup(child, "SIGKILL");
      await exited(child, 5_000);
      live.delete(child);
    },
    async kill9() {
      signalGroup(child, "SIGKILL");
      await exited(child, 5_000);
      live.delete(child);
    },
  };
}

async function waitHealthy(origin: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health/`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${origin}/api/health/ was not healthy within ${timeoutMs / 1000} s`);
}
