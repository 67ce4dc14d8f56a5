// Lighthouse in Debian's Chromium: scores, Core Web Vitals and first-load JavaScript of one page.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags } from "lighthouse";

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
};

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

type NetworkItem = { resourceType?: string; transferSize?: number };

export async function runLighthouse(
  url: string,
  strategy: Strategy,
  extraHeaders?: Record<string, string>,
): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const flags: Flags = { port: chrome.port, output: "json", logLevel: "error", extraHeaders };
    const result = await lighthouse(url, flags, strategy === "desktop" ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    const jsBytes = requests
      .filter((r) => r.resourceType === "Script")
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      firstLoadJsKb: jsBytes / 1024,
    };
  } finally {
    await chrome.kill();
  }
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
  ].join(" ");
}
