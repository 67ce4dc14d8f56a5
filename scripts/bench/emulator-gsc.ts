// Figures for the Search Console emulator: cold build of the largest world, its memory, and
// the time of a full 25,000-row query×page page and of paging query×page×date past 50,000 rows.
import { gscHarness } from "@/tests/support/google-emulator/gsc-harness";
import { DATASETS } from "@/google-emulator/world/catalog";
import { buildWorld } from "@/google-emulator/world/search-build";
import { dayNumber, monthsBefore } from "@/google-emulator/world/search-dates";
import { runSearch, type SearchSpec } from "@/google-emulator/world/search-query";

const ms = (started: number) => `${(performance.now() - started).toFixed(0)} ms`;

export async function benchEmulatorGsc(): Promise<{ label: string; value: string }[]> {
  const today = dayNumber("2026-03-01")!;
  const dataset = DATASETS.greenleaf;
  const firstDay = monthsBefore(today, 16) - 10;
  const before = process.memoryUsage().arrayBuffers;
  let started = performance.now();
  const world = buildWorld(dataset, firstDay, today - firstDay + 1);
  const cold = ms(started);
  const bytes =
    world.clicks.byteLength + world.nonClicks.byteLength + world.positionTenths.byteLength;
  const heap = (process.memoryUsage().arrayBuffers - before) / 1e6;

  const spec = (startDay: number, dimensions: SearchSpec["dimensions"]): SearchSpec => ({
    dataset,
    type: "web",
    dimensions,
    startDay,
    endDay: today - 3,
    today,
    hour: 2,
    dataState: "final",
    filters: {},
  });
  runSearch(spec(today - 90, ["query"]));
  started = performance.now();
  const pairs = runSearch(spec(today - 90, ["query", "page"]));
  const page = ms(started);
  started = performance.now();
  const long = runSearch(spec(monthsBefore(today, 16), ["query", "page"]));
  const longTime = ms(started);
  started = performance.now();
  const daily = runSearch(spec(today - 92, ["query", "page", "date"]));
  const dailyTime = ms(started);

  // Through the API: sign in, then two 25,000-row pages (the second one from the result cache).
  const h = await gscHarness();
  const body = (startRow: number) => ({
    startDate: "2026-01-01",
    endDate: "2026-02-25",
    dimensions: ["query", "page"],
    rowLimit: 25_000,
    startRow,
  });
  started = performance.now();
  const first = await h.query("sc-domain:greenleaf.example", body(0));
  const firstPage = ms(started);
  started = performance.now();
  await h.query("sc-domain:greenleaf.example", body(25_000));
  const nextPage = ms(started);

  return [
    {
      label: "GSC emulator: 25,000-row query×page page through the API (first, next)",
      value: `${firstPage}, ${nextPage} (${first.body.rows?.length ?? 0} rows)`,
    },
    { label: "GSC emulator: cold build of greenleaf (6,000 queries, 420 pages)", value: cold },
    {
      label: "GSC emulator: greenleaf prefix sums in memory",
      value: `${(bytes / 1e6).toFixed(1)} MB (array buffers grew ${heap.toFixed(1)} MB)`,
    },
    {
      label: "GSC emulator: query×page, 3 months, all rows (≥ 25,000-row page)",
      value: `${page} for ${pairs.rows.count.toLocaleString("en-US")} rows`,
    },
    {
      label: "GSC emulator: query×page, 16 months",
      value: `${longTime} for ${long.rows.count.toLocaleString("en-US")} rows`,
    },
    {
      label: "GSC emulator: query×page×date, 3 months",
      value: `${dailyTime} for ${daily.rows.count.toLocaleString("en-US")} rows`,
    },
  ];
}
