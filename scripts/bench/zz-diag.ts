import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { benchDashboard } from "./dashboard";
import { withProductionServer } from "./server";

void withProductionServer(3140, async (origin) => {
  const session = await benchDashboard(origin);
  console.log("largest", JSON.stringify(session.largestJson));
  for (const path of session.paths.slice(0, 2)) {
    for (const strategy of ["mobile", "desktop"]) {
      const out = `/tmp/lhr-${path.split("?")[0]!.replace(/\//g, "_")}-${strategy}.json`;
      execFileSync(process.execPath, ["scripts/bench/zz-lh-full.mjs", `${origin}${path}`, strategy, JSON.stringify({ Cookie: session.cookie }), out]);
      const lhr = JSON.parse(readFileSync(out, "utf8"));
      const a = lhr.audits;
      console.log(`\n== ${path} ${strategy} perf ${Math.round(lhr.categories.performance.score * 100)} TBT ${Math.round(a["total-blocking-time"].numericValue)} LCP ${Math.round(a["largest-contentful-paint"].numericValue)}`);
      console.log("benchmarkIndex", lhr.environment?.benchmarkIndex);
      for (const i of a["mainthread-work-breakdown"].details.items) console.log("  mt", i.group, Math.round(i.duration));
      for (const i of a["bootup-time"].details.items.slice(0, 8)) console.log("  boot", i.url.slice(-70), Math.round(i.total), "script", Math.round(i.scripting), "parse", Math.round(i.scriptParseCompile));
      for (const i of (a["long-tasks"]?.details?.items ?? []).slice(0, 10)) console.log("  long", i.url?.slice(-60), Math.round(i.startTime), Math.round(i.duration));
      console.log("  LCP element", JSON.stringify(a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a["largest-contentful-paint-element"]?.details?.items?.[0]).slice(0, 300));
    }
  }
});
