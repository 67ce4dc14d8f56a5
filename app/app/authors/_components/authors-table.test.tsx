// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import type { AuthorListResponse, AuthorListRow } from "@/lib/authors/api-types";
import type { AuthorsScope } from "@/lib/authors-view/requests";
import { DEFAULT_AUTHORS_STATE } from "@/lib/authors-view/url-state";
import { AuthorsTable } from "./authors-table";
import { MetricKpis } from "./figures";

// The authors table links each name to its page with the list's filters, shows the change only
// where the server gave one, and the KPI cards show no change while the comparison is partial.

const metrics = (clicks: number, impressions: number, position = 5) => ({
  clicks,
  impressions,
  ctr: impressions ? clicks / impressions : 0,
  position,
});

const row = (patch: Partial<AuthorListRow>): AuthorListRow => ({
  id: "jane-doe",
  name: "Jane Doe",
  aliases: [],
  pages: 12,
  metrics: metrics(150, 3000),
  previous: metrics(100, 2500),
  sparkline: [3, 5, 4, 8],
  cadence: { perMonth: 2.5, lastPublished: "2026-02-09" },
  ...patch,
});

const data = (rows: AuthorListRow[]): AuthorListResponse => ({
  rows,
  total: rows.length,
  pageIndex: 0,
  pageSize: 25,
  totals: metrics(150, 3000),
  previousTotals: metrics(100, 2500),
  comparison: {
    status: "full",
    days: 28,
    comparedDays: 28,
    compared: { startDate: "2025-12-08", endDate: "2026-01-04" },
  },
  unattributed: { pages: 3, metrics: metrics(20, 400) },
  crawl: {
    state: "completed",
    jobId: null,
    done: 10,
    total: 10,
    finishedAt: "2026-03-01T09:00:00Z",
    pagesCrawled: 10,
    pagesWithAuthor: 7,
    blockedByRobots: 1,
    failed: 0,
    error: null,
  },
});

const scope = (compare: "previous" | null) =>
  ({
    project: { id: "p1" },
    property: { id: "s1" },
    range: { startDate: "2026-01-05", endDate: "2026-02-01" },
    compare,
    fresh: false,
  }) as unknown as AuthorsScope;

function renderTable(rows: AuthorListRow[], compare: "previous" | null = "previous") {
  return render(
    <AuthorsTable
      data={data(rows)}
      scope={scope(compare)}
      state={DEFAULT_AUTHORS_STATE}
      onStateChange={() => undefined}
      search={new URLSearchParams("project=p1&start=2026-01-05&end=2026-02-01&sort=pages")}
      exportHref="/api/data/authors/export/?request=%7B%7D"
      busy={false}
    />,
  );
}

describe("the authors table", () => {
  it("links each name to the author's page with the filters, and shows aliases and cadence", () => {
    renderTable([row({ aliases: ["J. Doe", "Jane"] })]);
    const link = screen.getByRole("link", { name: "Jane Doe" });
    // Next's Link writes the trailing slash as the app's config says.
    expect(link.getAttribute("href")).toMatch(
      /^\/app\/authors\/jane-doe\/?\?project=p1&start=2026-01-05&end=2026-02-01$/,
    );
    expect(screen.getByText("Also: J. Doe, Jane")).toBeTruthy();
    expect(screen.getByText("2.5 / month · last 09 Feb")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Actions for Jane Doe" })).toBeTruthy();
  });

  it("shows the click change, and a dash where the server gave no comparison", () => {
    renderTable([row({}), row({ id: "max", name: "Max", previous: null })]);
    const [, jane, max] = screen.getAllByRole("row");
    expect(within(jane!).getByText("+50")).toBeTruthy();
    expect(within(jane!).getByText("+50.0%")).toBeTruthy();
    expect(within(max!).queryByText(/^\+/)).toBeNull();
    expect(within(max!).getAllByText("—").length).toBeGreaterThan(0);
  });

  it("has no change column without a comparison", () => {
    renderTable([row({})], null);
    expect(screen.queryByRole("columnheader", { name: /Clicks change/ })).toBeNull();
    expect(screen.getByRole("columnheader", { name: /Clicks/ })).toBeTruthy();
  });
});

describe("the KPI cards", () => {
  it("show each change against the comparison", () => {
    render(
      <MetricKpis
        totals={metrics(150, 3000, 4)}
        previous={metrics(100, 2500, 5)}
        coverage={data([]).comparison}
        compare="previous"
      />,
    );
    expect(screen.getByText("+50.0%")).toBeTruthy();
    expect(screen.getByText("-1.0")).toBeTruthy();
    expect(screen.getAllByText("vs previous period")).toHaveLength(4);
  });

  it("show no change while the comparison period is partial", () => {
    render(
      <MetricKpis
        totals={metrics(150, 3000)}
        previous={null}
        coverage={{
          status: "partial",
          reason: "retention",
          days: 28,
          coveredDays: 10,
          coveredFrom: "2025-01-01",
        }}
        compare="previous"
      />,
    );
    expect(screen.queryByText(/^\+/)).toBeNull();
    expect(screen.getAllByText("—")).toHaveLength(4);
  });
});
