import type { SearchConsoleTableRow } from "@/lib/data-api/types";
import type { GroupedRow } from "@/lib/seo/search-metrics";
import { comparedRow, groupedRow, winnersAndLosers } from "./movers";

const row = (key: string, clicks: number, position = 5): GroupedRow => ({
  key,
  clicks,
  impressions: clicks * 10,
  ctr: clicks > 0 ? 0.1 : 0,
  position,
});

describe("winnersAndLosers", () => {
  const current = [
    row("up", 120),
    row("down", 20),
    row("new", 40),
    row("flat", 50),
    row("noise", 4),
  ];
  const previous = [
    row("up", 20),
    row("down", 90),
    row("gone", 30),
    row("flat", 50),
    row("noise", 1),
  ];

  it("ranks gains and losses by clicks, counting keys seen in one period only", () => {
    const { winners, losers } = winnersAndLosers(current, previous);
    expect(winners.map((w) => [w.key, w.clicksChange])).toEqual([
      ["up", 100],
      ["new", 40],
    ]);
    expect(losers.map((l) => [l.key, l.clicksChange])).toEqual([
      ["down", -70],
      ["gone", -30],
    ]);
    expect(winners[1]!.clicksChangeRatio).toBeNull();
    expect(losers[1]).toMatchObject({ clicks: 0, previous: { clicks: 30 } });
  });

  it("leaves out keys under the click floor in both periods, and unchanged ones", () => {
    const { winners, losers } = winnersAndLosers(current, previous, { minClicks: 1 });
    expect(winners.map((w) => w.key)).toContain("noise");
    expect([...winners, ...losers].map((m) => m.key)).not.toContain("flat");
    expect(winnersAndLosers(current, previous).winners.map((w) => w.key)).not.toContain("noise");
  });

  it("keeps the count and breaks ties by key", () => {
    const now = [row("b", 20), row("a", 20), row("c", 20)];
    const { winners } = winnersAndLosers(now, [], { count: 2 });
    expect(winners.map((w) => w.key)).toEqual(["a", "b"]);
  });
});

describe("comparedRow", () => {
  const tableRow = ({ key, ...metrics }: GroupedRow, previous: GroupedRow | null) => {
    const before = previous && { ...previous, key: undefined };
    return { keys: [key], ...metrics, previous: before } as SearchConsoleTableRow;
  };

  it("reads a row beside its comparison row as its changes", () => {
    const seen = comparedRow(tableRow(row("b", 30, 4), row("b", 15, 5)));
    expect(seen).toMatchObject({
      key: "b",
      clicksChange: 15,
      clicksChangeRatio: 1,
      positionChange: -1,
    });
    expect(seen.previous).toEqual({ clicks: 15, impressions: 150, ctr: 0.1, position: 5 });
    // A key the comparison period did not have comes with zeros: all its clicks are new.
    const zeros = { clicks: 0, impressions: 0, ctr: 0, position: 0 };
    const fresh = comparedRow({ ...tableRow(row("a", 10, 6), null), previous: zeros });
    expect(fresh).toMatchObject({
      clicksChange: 10,
      clicksChangeRatio: null,
      positionChange: null,
    });
  });

  it("gives a row without a comparison (a partial period, fresh days) no change, not one from zero", () => {
    const alone = comparedRow({ ...tableRow(row("a", 361_452, 6), null), previous: null });
    expect(alone).toMatchObject({
      key: "a",
      clicks: 361_452,
      previous: null,
      clicksChange: null,
      clicksChangeRatio: null,
      positionChange: null,
    });
  });

  it("keys a Search Console row by its one dimension", () => {
    expect(
      groupedRow({ keys: ["sweet corn"], clicks: 3, impressions: 9, ctr: 1 / 3, position: 2 }),
    ).toEqual({
      key: "sweet corn",
      clicks: 3,
      impressions: 9,
      ctr: 1 / 3,
      position: 2,
    });
  });
});
