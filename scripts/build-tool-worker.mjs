// Bundles the free tools' CPU-heavy work (lib/tools/worker/tasks.ts) into one CommonJS file that
// the worker pool's threads load. Next.js bundles only what routes import, and a worker thread
// cannot load TypeScript or "@/" imports, so this file is built beside the app, before it.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

await build({
  absWorkingDir: root,
  entryPoints: ["lib/tools/worker/tasks.ts"],
  outfile: ".workers/tool-tasks.cjs",
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  tsconfig: "tsconfig.json",
  // "server-only" throws outside React Server Components; these modules run on the server only.
  conditions: ["react-server"],
  legalComments: "none",
  logLevel: "warning",
});
