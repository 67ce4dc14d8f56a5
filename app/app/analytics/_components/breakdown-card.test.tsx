// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import type { PropertyScope } from "@/components/data-state/scoped-view";
import type { AnalyticsBreakdownResponse } from "@/lib/analytics/breakdown-types";
import { analyticsKeys } from "@/lib/query/keys";
import { analyticsRequests } from "@/lib/analytics/requests";
import { DEFAULT_ANALYTICS_STATE, type AnalyticsState } from "@/lib/analytics/url-state";
import { BreakdownCard } from "./breakdown-card";

// The breakdown card reads the server's joined page: each row's change, the search clicks, and
// why they are missing.

const RANGE = { startDate: "2026-10-05", endDate: "2026-11-01" };
const scope = {
  project: { id: "p" },
  property: { id: "s", property_uri: "properties/1" },
  range: RANGE,
  compare: null,
} as unknown as PropertyScope;

function show(state: AnalyticsState, answer: AnalyticsBreakdownResponse, comparable = true) {
  const requests = analyticsRequests({ projectId: "p", propertyId: "s" }, RANGE, null, state);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(analyticsKeys.breakdown(requests.breakdownPage), answer);
  render(
    <QueryClientProvider client={client}>
      <BreakdownCard
        scope={scope}
        state={state}
        setState={() => {}}
        table={requests.breakdownPage.table}
        setTable={() => {}}
        requests={requests}
        comparable={comparable}
      />
    </QueryClientProvider>,
  );
}

const values = (sessions: number, users: number) => [sessions, users, 0, 0, 0.5, 0, 0];

describe("the breakdown card", () => {
  it("sets landing pages beside their change and their Search Console clicks", async () => {
    show(
      { ...DEFAULT_ANALYTICS_STATE, tab: "landing" },
      {
        rows: [
          {
            key: "/blog/x",
            values: values(1_200, 900),
            previous: { sessions: 1_000, totalUsers: 950 },
            searchClicks: 640,
          },
        ],
        rowCount: 1,
        searchClicks: { status: "joined", siteUrl: "sc-domain:example.com" },
      },
    );
    const headers = (await screen.findAllByRole("columnheader")).map((h) => h.textContent);
    expect(headers.slice(0, 6)).toEqual([
      "Landing page",
      "Sessions",
      "Sessions change",
      "Search clicks",
      "Users",
      "Users change",
    ]);
    const cells = within(screen.getAllByRole("row")[1]!).getAllByRole("cell");
    expect(cells.slice(0, 6).map((c) => c.textContent)).toEqual([
      "/blog/x",
      "1,200",
      "+200 (better)",
      "640",
      "900",
      "-50 (worse)",
    ]);
  });

  it("says why the search clicks are missing, and shows no change against an empty period", async () => {
    show(
      { ...DEFAULT_ANALYTICS_STATE, tab: "landing" },
      {
        rows: [
          {
            key: "/",
            values: values(10, 8),
            previous: { sessions: 0, totalUsers: 0 },
            searchClicks: null,
          },
        ],
        rowCount: 1,
        searchClicks: { status: "no-property" },
      },
      false,
    );
    const cells = within((await screen.findAllByRole("row"))[1]!).getAllByRole("cell");
    expect(cells[2]!.textContent).toBe("—");
    expect(cells[3]!.textContent).toBe("—");
    expect(cells[3]!.querySelector("[title]")?.getAttribute("title")).toMatch(
      /no Search Console property/,
    );
    expect(screen.getByText(/This project has no Search Console property/)).toBeTruthy();
    expect(screen.getByText(/GA4 has no sessions for/)).toBeTruthy();
  });

  it("names GA4's new and returning users as people do", async () => {
    show(
      { ...DEFAULT_ANALYTICS_STATE, tab: "newVsReturning" },
      {
        rows: ["new", "returning", "(not set)"].map((key) => ({
          key,
          values: values(5, 5),
          previous: { sessions: 5, totalUsers: 5 },
        })),
        rowCount: 3,
      },
    );
    const rows = (await screen.findAllByRole("row")).slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[0]!.textContent)).toEqual([
      "New",
      "Returning",
      "(not set)",
    ]);
    expect(screen.queryByRole("columnheader", { name: "Search clicks" })).toBeNull();
  });
});
