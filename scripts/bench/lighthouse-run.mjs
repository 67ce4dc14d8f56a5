// One Lighthouse run in Debian's Chromium, printed as JSON figures. Plain JavaScript on purpose:
// Lighthouse sends some of its functions to the browser as source text, and a TypeScript loader's
// helpers (esbuild's __name) inside them break there.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";

const [url, strategy = "mobile", headersJson] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
});
try {
  const flags = { port: chrome.port, output: "json", logLevel: "error" };
  if (headersJson) flags.extraHeaders = JSON.parse(headersJson);
  const result = await lighthouse(url, flags, strategy === "desktop" ? desktopConfig : undefined);
  const { categories, audits } = result.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id) => audits[id]?.numericValue ?? Number.NaN;
  const requests = audits["network-requests"]?.details?.items ?? [];
  // First-load JavaScript: scripts requested before the load event. Later ones are Next's
  // viewport prefetches of linked pages, reported apart as totalJsKb.
  const loadMs = audits.metrics?.details?.items?.[0]?.observedLoad ?? Number.POSITIVE_INFINITY;
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const kb = (items) => items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  console.log(
    JSON.stringify({
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      firstLoadJsKb: kb(scripts.filter((r) => (r.networkRequestTime ?? 0) <= loadMs)),
      totalJsKb: kb(scripts),
    }),
  );
} finally {
  await chrome.kill();
}
