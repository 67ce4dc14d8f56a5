import { positionSeries } from "./position-series";

const row = (page: string, date: string, position: number, impressions = 10) => ({
  keys: [page, date],
  clicks: 0,
  impressions,
  ctr: 0,
  position,
});

describe("positionSeries", () => {
  it("puts each competing page's position on its day, gaps as null, days in order", () => {
    const rows = [
      row("/b", "2026-01-02", 3.5),
      row("/a", "2026-01-01", 2),
      row("/b", "2026-01-01", 4),
      row("/a", "2026-01-02", 5, 0),
      row("/other", "2026-01-03", 1),
    ];
    expect(positionSeries(rows, ["/a", "/b"])).toEqual([
      { date: "2026-01-01", p0: 2, p1: 4 },
      { date: "2026-01-02", p0: null, p1: 3.5 },
    ]);
  });
});
