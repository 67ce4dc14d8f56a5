import { rowLabel, searchConsoleTable, withPrevious } from "./search-console-table";
import type { SearchConsoleRow } from "./types";

const row = (
  key: string,
  clicks: number,
  impressions = clicks * 10,
  position = 5,
): SearchConsoleRow => ({
  keys: [key],
  clicks,
  impressions,
  ctr: impressions ? clicks / impressions : 0,
  position,
});

describe("withPrevious", () => {
  it("pairs keys by name, with zeros for a key the comparison period lacked", () => {
    const rows = withPrevious(["query"], [row("a", 5), row("b", 2)], [row("a", 3)]);
    expect(rows[0]!.previous).toMatchObject({ clicks: 3 });
    expect(rows[1]!.previous).toEqual({ clicks: 0, impressions: 0, ctr: 0, position: 0 });
  });

  it("leaves the comparison null without a comparison period", () => {
    expect(withPrevious(["query"], [row("a", 5)], null)[0]!.previous).toBeNull();
  });

  it("pairs days by their offset into each range", () => {
    const rows = withPrevious(
      ["date"],
      [row("2025-03-08", 5), row("2025-03-09", 6)],
      [row("2025-03-01", 1), row("2025-03-02", 2)],
      {
        current: { startDate: "2025-03-08", endDate: "2025-03-09" },
        previous: { startDate: "2025-03-01", endDate: "2025-03-02" },
      },
    );
    expect(rows.map((r) => r.previous?.clicks)).toEqual([1, 2]);
  });
});

describe("searchConsoleTable", () => {
  const rows = withPrevious(
    ["country"],
    [row("deu", 5, 50, 3), row("usa", 9, 90, 2), row("fra", 1, 0, 0)],
    [row("deu", 1, 10, 6), row("usa", 12, 100, 2)],
  );
  const table = searchConsoleTable(["country"], rows);
  const keys = (sort: Parameters<typeof table.page>[0]["sort"], desc: boolean, search?: string) =>
    table.page({ sort, desc, search, pageIndex: 0, pageSize: 10 }).rows.map((r) => r.keys[0]);

  it("sorts by a change, losers first when ascending", () => {
    expect(keys("clicksChange", false)).toEqual(["usa", "fra", "deu"]);
  });

  it("keeps rows without impressions last when sorting by position either way", () => {
    expect(keys("position", false)).toEqual(["usa", "deu", "fra"]);
    expect(keys("position", true)).toEqual(["deu", "usa", "fra"]);
  });

  it("searches the label a person reads as well as the key", () => {
    expect(keys("clicks", true, "germ")).toEqual(["deu"]);
    expect(keys("clicks", true, "US")).toEqual(["usa"]);
    expect(rowLabel("country", "deu")).toBe("Germany");
  });
});
