import { issueRow, issueTable } from "./issue-table";
import type { CannibalizationIssue } from "./types";

const issue = (query: string, severity: number, lost: number, pages = 2): CannibalizationIssue => ({
  query,
  clicks: 10,
  impressions: 1000,
  position: 5,
  pages: Array.from({ length: pages }, (_, i) => ({
    page: `https://a.example/${query}/${i}/`,
    clicks: 5,
    impressions: 500,
    ctr: 0.01,
    position: 5,
    impressionShare: 0.5,
    clickShare: 0.5,
  })),
  primaryPage: `https://a.example/${query}/0/`,
  estimatedLostClicks: lost,
  swaps: 0,
  days: 0,
  volatility: 0,
  severity,
  band: severity >= 60 ? "high" : severity >= 30 ? "medium" : "low",
  signals: { impressionShare: true, clickShare: false, positionTrading: false },
  action: "consolidate",
});

// In the detector's order: severity, then lost clicks, then query.
const issues = [issue("b", 70, 40), issue("z", 50, 30, 3), issue("a", 50, 20), issue("c", 10, 1)];
const queries = (rows: readonly CannibalizationIssue[]) => rows.map((r) => r.query);

describe("issueTable", () => {
  it("keeps the detector's order among equal values, whichever the direction", () => {
    const table = issueTable(issues);
    const page = { pageIndex: 0, pageSize: 10 };
    expect(queries(table.page({ ...page, sort: "severity", desc: true }).rows)).toEqual([
      "b",
      "z",
      "a",
      "c",
    ]);
    expect(queries(table.page({ ...page, sort: "severity", desc: false }).rows)).toEqual([
      "c",
      "z",
      "a",
      "b",
    ]);
    expect(queries(table.page({ ...page, sort: "pages", desc: true }).rows)).toEqual([
      "z",
      "b",
      "a",
      "c",
    ]);
  });

  it("searches queries in any case and pages the matches", () => {
    const table = issueTable([...issues, issue("Big B", 5, 0)]);
    const found = table.page({
      sort: "query",
      desc: false,
      search: "b",
      pageIndex: 0,
      pageSize: 1,
    });
    expect(found).toEqual({ rows: [expect.objectContaining({ query: "Big B" })], total: 2 });
  });
});

describe("issueRow", () => {
  it("keeps what the list shows and counts the pages", () => {
    expect(issueRow(issues[1]!)).toEqual({
      query: "z",
      clicks: 10,
      impressions: 1000,
      primaryPage: "https://a.example/z/0/",
      estimatedLostClicks: 30,
      severity: 50,
      band: "medium",
      action: "consolidate",
      pageCount: 3,
    });
  });
});
