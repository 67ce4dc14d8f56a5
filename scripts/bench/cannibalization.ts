// Cannibalization over the largest property on the server: sc-domain:greenleaf.example over 16
// months, read through the Search Console client over real HTTP to the emulator.
import { shiftDay } from "@/lib/dates/compare";
import { reportPage, runDetection, type DetectionRows } from "@/lib/cannibalization/detection";
import { FIRST_ISSUES_PAGE } from "@/lib/cannibalization/issues-page";
import { pacificDate } from "@/lib/google/pacific-date";
import { searchConsole } from "@/lib/google/search-console";
import { startEmulatorSession } from "@/tests/support/google-emulator-session";
import { timeIt } from "./timing";

const SITE = "sc-domain:greenleaf.example";
const RUNS = 3;

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

export async function benchCannibalization(): Promise<{ label: string; value: string }[]> {
  const session = await startEmulatorSession();
  try {
    const client = searchConsole(session.ctx);
    const endDate = shiftDay(pacificDate(), -4);
    const params = {
      startDate: shiftDay(endDate, -485),
      endDate,
      minShare: 20,
      minImpressions: 50,
      brandTerms: ["greenleaf"],
    };
    const answers = new Map<string, Awaited<ReturnType<typeof client.queryAll>>>();
    const remember = async (key: string, load: () => ReturnType<typeof client.queryAll>) => {
      const answer = await load();
      answers.set(key, answer);
      return answer;
    };
    // Cold: every answer from Google (here the emulator), as on a first visit.
    const fromGoogle: DetectionRows = {
      pairs: async (range) => {
        const request = { ...range, dimensions: ["query", "page"] as ("query" | "page")[] };
        return remember("pairs", () => client.queryAll(SITE, request, { maxRows: 50_000 }));
      },
      daily: async (range, expression) => {
        const filters = [
          { dimension: "query" as const, operator: "includingRegex" as const, expression },
        ];
        const request = {
          ...range,
          dimensions: ["query", "page", "date"] as ("query" | "page" | "date")[],
          dimensionFilterGroups: [{ groupType: "and" as const, filters }],
        };
        return (await remember("daily", () => client.queryAll(SITE, request, { maxRows: 50_000 })))
          .rows;
      },
    };
    // Warm: Google's answers from the response cache, the detector run again (new thresholds).
    const fromCache: DetectionRows = {
      pairs: async () => answers.get("pairs")!,
      daily: async () => answers.get("daily")!.rows,
    };

    const cold: number[] = [];
    let detection = await runDetection(fromGoogle, params);
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      detection = await runDetection(fromGoogle, params);
      cold.push(performance.now() - started);
    }
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await runDetection(fromCache, params);
      warm.push(performance.now() - started);
    }
    // A cached detection: another page of the list.
    const page = timeIt(() => reportPage(detection, { ...FIRST_ISSUES_PAGE, pageIndex: 1 }, null));
    const figures = `${detection.meta.rowCount.toLocaleString("en-US")} query×page rows, ${detection.summary.issues} issues, daily rows for ${detection.tradingChecked} queries`;
    return [
      {
        label: `cannibalization over the largest property on the server (median of ${RUNS})`,
        value: `cold ${median(cold).toFixed(0)} ms, warm ${median(warm).toFixed(0)} ms, cached page ${page.medianMs.toFixed(2)} ms — ${figures}`,
      },
    ];
  } finally {
    await session.close();
  }
}
