import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { globSync } from "tinyglobby";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("./", import.meta.url));
const include = ["**/*.test.{ts,tsx}"];
const exclude = ["node_modules/**", ".next/**", ".workers/**", "tests/e2e/**"];

// An isolated file imports its whole module graph afresh (a third of the unit run). Files with
// per-file state (mocks, environment, timers, DOM, database) stay isolated; the rest share a process.
const PER_FILE_STATE =
  /\bvi\.(mock|doMock|hoisted|stubEnv|stubGlobal|useFakeTimers|spyOn|resetModules)\b|process\.env|globalThis|@vitest-environment|createTestDb|emulatorRoutes|openPglite|runInTimeZone/;
const shared = globSync(include, { cwd: root, ignore: exclude }).filter(
  (file) => !PER_FILE_STATE.test(readFileSync(new URL(file, `file://${root}`), "utf8")),
);

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "@/": root,
      // server-only throws outside React Server Components; unit tests import server modules directly.
      "server-only": fileURLToPath(new URL("./tests/support/empty-module.ts", import.meta.url)),
    },
  },
  test: {
    globals: true,
    environment: "node",
    setupFiles: ["./tests/support/vitest-setup.ts"],
    globalSetup: [
      "./tests/support/db-global-setup.ts",
      "./tests/support/tool-worker-global-setup.ts",
    ],
    // Vitest's default keeps one core for its own process, which on a two-core machine runs one
    // test file at a time; the files wait on WebAssembly Postgres and HTTP as much as on the CPU.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    // Setups open a database and an emulator; on a busy two-core machine that can pass 10 s.
    hookTimeout: 60_000,
    // Vite's server closes at once; the default 10 s wait for it only ever ran out.
    teardownTimeout: 2_000,
    projects: [
      { extends: true, test: { name: "isolated", include, exclude: [...exclude, ...shared] } },
      { extends: true, test: { name: "shared", include: shared, exclude, isolate: false } },
    ],
  },
});
