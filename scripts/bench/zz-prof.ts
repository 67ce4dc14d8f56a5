import { writeFileSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { benchDashboard } from "./dashboard";
import { withProductionServer } from "./server";

void withProductionServer(3140, async (origin) => {
  const session = await benchDashboard(origin);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const context = await browser.newContext({ baseURL: origin, extraHTTPHeaders: { Cookie: session.cookie } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  for (const path of session.paths.slice(0, 2)) {
    await cdp.send("Profiler.start");
    await page.goto(path);
    await page.waitForTimeout(6000);
    const { profile } = await cdp.send("Profiler.stop");
    const out = `/tmp/prof-${path.split("?")[0]!.replace(/\//g, "_")}.cpuprofile`;
    writeFileSync(out, JSON.stringify(profile));
    // self time per function
    const dt = new Map<number, number>();
    profile.samples!.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas![i] ?? 0)));
    const byFn = new Map<string, number>();
    for (const node of profile.nodes) {
      const cf = node.callFrame;
      const key = `${cf.functionName || "(anon)"} ${cf.url.split("/").pop()}:${cf.lineNumber}:${cf.columnNumber}`;
      byFn.set(key, (byFn.get(key) ?? 0) + (dt.get(node.id) ?? 0) / 1000);
    }
    console.log(`\n== ${path}`);
    [...byFn.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).forEach(([k, v]) => console.log(`  ${v.toFixed(0)} ms  ${k}`));
  }
  await browser.close();
});
