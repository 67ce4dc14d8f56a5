// The full paged fetch of a large property: every query×page row of sc-domain:greenleaf.example
// over 16 months (past the 50,000-row cap, so read in halves), through the Search Console
// client over real HTTP to the emulator.
import { shiftDay } from "@/lib/dates/compare";
import { startEmulatorSession } from "@/tests/support/google-emulator-session";
import { pacificDate } from "@/lib/google/pacific-date";
import { searchConsole } from "@/lib/google/search-console";

export async function benchPagedFetch(): Promise<{ label: string; value: string }[]> {
  const session = await startEmulatorSession();
  try {
    const endDate = shiftDay(pacificDate(), -4);
    const startDate = shiftDay(endDate, -485);
    const client = searchConsole(session.ctx);
    const request = { startDate, endDate, dimensions: ["query", "page"] as ("query" | "page")[] };
    const times: number[] = [];
    let summary = "";
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const result = await client.queryAll("sc-domain:greenleaf.example", request);
      times.push(performance.now() - started);
      summary = `${result.rows.length.toLocaleString("en-US")} rows in ${result.pages} requests (sliced by ${result.completeness.slicedBy}), capped: ${result.capped}`;
    }
    times.sort((a, b) => a - b);
    return [
      {
        label: "Paged fetch: greenleaf query×page, 16 months (median of 3)",
        value: `${times[1]!.toFixed(0)} ms — ${summary}`,
      },
    ];
  } finally {
    await session.close();
  }
}
