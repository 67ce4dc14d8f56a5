import { execFileSync } from "node:child_process";

// Route tests run the free tools' heavy work on the real worker pool, whose threads load the
// bundled tasks file: build it from the current sources first, as `npm run build` does.
export default function buildToolWorker() {
  execFileSync(process.execPath, ["scripts/build-tool-worker.mjs"], { stdio: "inherit" });
}
