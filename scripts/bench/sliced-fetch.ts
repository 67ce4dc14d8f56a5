// Every query×page row of the emulator's large property (past Google's 50,000-row cap) over
// 3 months, through the Search Console client over real HTTP: the range, then halves, then day slices.
import { shiftDay } from "@/lib/dates/compare";
import { startEmulatorSession } from "@/tests/support/google-emulator-session";
import { LARGE_SITE_URL } from "@/google-emulator/world/catalog";
import { pacificDate } from "@/lib/google/pacific-date";
import { searchConsole } from "@/lib/google/search-console";

export async function benchSlicedFetch(): Promise<{ label: string; value: string }[]> {
  const session = await startEmulatorSession({
    account: { email: "large@demo.rankwell.dev", name: "Lee Large" },
  });
  try {
    const endDate = shiftDay(pacificDate(), -4);
    const request = {
      startDate: shiftDay(endDate, -90),
      endDate,
      dimensions: ["query", "page"] as ("query" | "page")[],
    };
    const client = searchConsole(session.ctx);
    // The first run builds the property's world in the emulator; the figure is the run after.
    let started = performance.now();
    await client.queryAll(LARGE_SITE_URL, { ...request, dimensions: ["query"] });
    const build = performance.now() - started;
    started = performance.now();
    const result = await client.queryAll(LARGE_SITE_URL, request);
    const time = performance.now() - started;
    const { complete, slicedBy, cappedDays } = result.completeness;
    return [
      {
        label: "GSC emulator: first request to the large property (builds its world)",
        value: `${build.toFixed(0)} ms`,
      },
      {
        label: "Sliced fetch: every query×page row of the large property, 3 months",
        value: `${time.toFixed(0)} ms — ${result.rows.length.toLocaleString("en-US")} rows in ${result.pages} requests (sliced by ${slicedBy}), ${complete ? "complete" : `${cappedDays.length} capped days`}`,
      },
    ];
  } finally {
    await session.close();
  }
}
