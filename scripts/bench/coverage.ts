// Coverage & Issues on the server: what is known of 100,000 URLs (the classification a visit runs
// on every answer), the day's picks among them, and the size of the answer a page of 100 URLs makes.
import { syntheticKnownUrls } from "@/lib/coverage/bench-input";
import { classifyKnownUrls, summarise } from "@/lib/coverage/knowledge";
import { explainPicks, prioritise } from "@/lib/coverage/prioritise";
import { formatTiming, timeIt } from "./timing";

const TODAY = "2026-03-01";

export function benchCoverage(): string[] {
  const inputs = syntheticKnownUrls(100_000, TODAY);
  const known = classifyKnownUrls(inputs, TODAY);
  const picks = prioritise(known, 2_000, TODAY);
  // The answer's variable parts at their largest: a page of 100 URLs, 90 chart days, every issue.
  const answer = {
    summary: summarise(known),
    chart: Array.from({ length: 90 }, (_, i) => ({
      day: TODAY,
      indexed: 90_000 + i,
      notIndexed: 9_000,
    })),
    priority: { byReason: picks.byReason, sentences: explainPicks(picks) },
    rows: known.slice(0, 100),
  };
  const kb = Buffer.byteLength(JSON.stringify(answer)) / 1024;
  return [
    formatTiming(
      "coverage: classify 100,000 known URLs",
      timeIt(() => classifyKnownUrls(inputs, TODAY)),
      "≤ 200 ms",
    ),
    formatTiming(
      "coverage: choose the day's 2,000 of 100,000",
      timeIt(() => prioritise(known, 2_000, TODAY)),
      "—",
    ),
    `coverage: an answer with 100 URLs, 90 chart days and the summary: ${kb.toFixed(1)} KB (target ≤ 250 KB)`,
  ];
}
