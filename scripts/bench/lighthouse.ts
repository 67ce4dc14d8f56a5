// Lighthouse figures of one page: scores, Core Web Vitals and first-load JavaScript.
import { execFile } from "node:child_process";
import { promisify } from "node:util";

export type Strategy = "mobile" | "desktop";

export type PageFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  firstLoadJsKb: number;
  totalJsKb: number;
};

const run = promisify(execFile);
const RUNNER = new URL("./lighthouse-run.mjs", import.meta.url).pathname;

export async function runLighthouse(
  url: string,
  strategy: Strategy,
  extraHeaders?: Record<string, string>,
): Promise<PageFigures> {
  const args = [RUNNER, url, strategy, ...(extraHeaders ? [JSON.stringify(extraHeaders)] : [])];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 10 * 1024 * 1024 });
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as PageFigures;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs Lighthouse `runs` times and takes the median of every figure independently. */
export async function medianLighthouse(
  url: string,
  strategy: Strategy,
  runs = 3,
): Promise<PageFigures> {
  const results: PageFigures[] = [];
  for (let i = 0; i < runs; i++) results.push(await runLighthouse(url, strategy));
  const keys = Object.keys(results[0]!) as (keyof PageFigures)[];
  return Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))])) as PageFigures;
}

export function formatFigures(label: string, f: PageFigures): string {
  return [
    label.padEnd(34),
    `perf ${f.performance}`.padEnd(9),
    `a11y ${f.accessibility}`.padEnd(9),
    `bp ${f.bestPractices}`.padEnd(7),
    `seo ${f.seo}`.padEnd(8),
    `LCP ${(f.lcpMs / 1000).toFixed(2)} s`.padEnd(13),
    `TBT ${Math.round(f.tbtMs)} ms`.padEnd(11),
    `CLS ${f.cls.toFixed(3)}`.padEnd(10),
    `JS ${f.firstLoadJsKb.toFixed(1)} KB gz`,
    `(${f.totalJsKb.toFixed(1)} KB with prefetches)`,
  ].join(" ");
}
