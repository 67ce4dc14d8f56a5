import { describe, expect, it } from "vitest";
import type { SearchConsoleRow } from "@/lib/data-api/types";
import { withPrevious } from "@/lib/data-api/search-console-table";
import type { DateRange } from "@/lib/dates/format";
import { performanceRows as fromTableRows } from "./table-rows";
import type { Tab } from "./url-state";

const DIMENSION = { queries: "query", dates: "date", countries: "country" } as Partial<
  Record<Tab, string>
>;

/** The server pairs the periods (withPrevious); the table labels the rows and reads the change. */
const performanceRows = (
  tab: Tab,
  current: SearchConsoleRow[],
  previous: SearchConsoleRow[] | null,
  ranges?: { current: DateRange; previous: DateRange },
) => fromTableRows(tab, withPrevious([DIMENSION[tab] ?? tab], current, previous, ranges));

const row = (
  key: string,
  clicks: number,
  impressions: number,
  position: number,
): SearchConsoleRow => ({
  keys: [key],
  clicks,
  impressions,
  ctr: impressions ? clicks / impressions : 0,
  position,
});

describe("performanceRows", () => {
  it("gives no change without a comparison", () => {
    const [only] = performanceRows("queries", [row("hose", 10, 100, 4)], null);
    expect(only).toMatchObject({
      key: "hose",
      label: "hose",
      clicks: 10,
      previous: null,
      change: null,
    });
  });

  it("pairs keys by name and counts a key missing before as zero", () => {
    const rows = performanceRows(
      "queries",
      [row("hose", 12, 200, 3), row("rake", 5, 50, 8)],
      [row("hose", 10, 100, 4), row("spade", 9, 90, 2)],
    );
    expect(rows[0]!.change).toEqual({ clicks: 2, impressions: 100, ctr: 0.06 - 0.1, position: -1 });
    expect(rows[1]!.previous).toEqual({ clicks: 0, impressions: 0, ctr: 0, position: 0 });
    // No position to compare with: the change is unknown, not "-8".
    expect(rows[1]!.change).toEqual({ clicks: 5, impressions: 50, ctr: 0.1, position: null });
  });

  it("pairs the Dates tab by offset into the ranges", () => {
    const rows = performanceRows(
      "dates",
      [row("2026-02-02", 10, 100, 5), row("2026-02-03", 20, 100, 5)],
      [row("2026-01-26", 7, 70, 6), row("2026-01-27", 30, 100, 4)],
      {
        current: { startDate: "2026-02-02", endDate: "2026-02-08" },
        previous: { startDate: "2026-01-26", endDate: "2026-02-01" },
      },
    );
    expect(rows.map((r) => [r.label, r.change?.clicks])).toEqual([
      ["Feb 02, 2026", 3],
      ["Feb 03, 2026", -10],
    ]);
  });

  it("labels countries, devices and appearances for people", () => {
    expect(
      performanceRows("countries", [row("usa", 1, 1, 1), row("zzz", 1, 1, 1)], null).map(
        (r) => r.label,
      ),
    ).toEqual(["United States", "Unknown region"]);
    expect(performanceRows("devices", [row("MOBILE", 1, 1, 1)], null)[0]!.label).toBe("Mobile");
    expect(performanceRows("appearance", [row("REVIEW_SNIPPET", 1, 1, 1)], null)[0]!.label).toBe(
      "Review snippets",
    );
  });
});

describe("countryOptions", () => {
  it("lists every country once, by name", async () => {
    const { countryOptions } = await import("./labels");
    const options = countryOptions();
    expect(options).toHaveLength(249);
    expect(options.find((o) => o.value === "gbr")?.label).toBe("United Kingdom");
    const labels = options.map((o) => o.label);
    expect([...labels].sort((a, b) => a.localeCompare(b, "en"))).toEqual(labels);
  });
});
