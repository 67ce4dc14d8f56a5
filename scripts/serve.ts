// npm run dev / npm start: runs `next dev` or `next start` on the host the run mode allows.
// Embedded mode listens on 127.0.0.1 only unless RANKWELL_PUBLIC_DEMO=1 (scripts/serve-args.ts).
//   tsx --conditions=react-server scripts/serve.ts dev|start [next options]
import { spawn } from "node:child_process";
import { loadEnvConfig } from "@next/env";
import { serveArgs } from "./serve-args";

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== "dev" && command !== "start") {
    console.error("usage: scripts/serve.ts dev|start [next options]");
    process.exit(2);
  }
  // Next loads .env files itself; loading them here first decides the mode the server will see.
  loadEnvConfig(process.cwd(), command === "dev");
  // A missing or invalid setting stops the start here, with what to set (lib/env.ts).
  const settings = await import("../lib/env").catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
  const { servesLoopbackOnly } = settings;
  const loopbackOnly = servesLoopbackOnly();
  const decided = serveArgs(rest, loopbackOnly);
  if (!decided.ok) {
    console.error(decided.message);
    process.exit(1);
  }
  if (loopbackOnly) {
    console.log(
      "Embedded mode: listening on this machine only (RANKWELL_PUBLIC_DEMO=1 makes a public demo).",
    );
  }
  const nextBin = require.resolve("next/dist/bin/next");
  const child = spawn(process.execPath, [nextBin, command, ...decided.args], { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

void main();
