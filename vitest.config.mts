import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("./", import.meta.url));

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
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**", ".next/**", ".workers/**", "tests/e2e/**"],
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
  },
});
