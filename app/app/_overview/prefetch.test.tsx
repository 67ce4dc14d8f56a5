import { renderToString } from "react-dom/server";
import { dehydrate, hydrate, QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { vi } from "vitest";
import type { SearchConsoleDataInput } from "@/lib/data-api/schemas/search-console";
import type { SearchConsoleDataResponse } from "@/lib/data-api/types";
import { googleToday } from "@/lib/dates/google-day";
import { parseFilterParams } from "@/lib/filters/filter-context";
import { resolveViewScope, type ReadyScope } from "@/lib/filters/view-scope";
import { overviewScope } from "@/lib/overview/scope";
import { greenleaf, PROJECT_ID } from "@/tests/support/overview-project";
import { makeQueryClient } from "@/lib/query/policy";
import { useAnnotations } from "@/hooks/queries/use-content";
import { CompletenessBadges } from "./completeness-badges";
import { KpiGrid } from "./kpi-grid";
import { useDailySearch, useMovers, useOpportunities, useTopTable } from "./use-overview-data";
import type { OverviewScope } from "./use-overview-scope";

// The server page's prefetch against the client's own hooks: every widget of the first screen
// finds its answer under the key it reads, so the first HTML holds the figures.

vi.mock("@/lib/projects/prefetch", () => ({ getUserProjects: vi.fn(async () => [greenleaf()]) }));
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn(async () => ({})) }));
vi.mock("@/lib/data-api/ownership", () => ({
  findUserLocation: vi.fn(async (_db, _user, locationId: string) => ({
    id: "4b7c9d1e-5f6a-4b8c-9d0e-f1a2b3c4d5e6",
    location_id: locationId,
  })),
}));
vi.mock("@/lib/data-api/search-console", () => ({
  searchConsoleData: vi.fn(
    async (_user, _site, input: SearchConsoleDataInput): Promise<SearchConsoleDataResponse> => ({
      rows: [
        {
          keys: [input.dimensions[0] === "date" ? input.startDate : "sweet corn"],
          clicks: 400,
          impressions: 13_000,
          ctr: 400 / 13_000,
          position: 8,
          previous: null,
        },
      ],
      totals: { clicks: 12_345, impressions: 400_000, ctr: 12_345 / 400_000, position: 7.84 },
      previousTotals: null,
      meta: {
        capped: false,
        complete: true,
        slicedBy: "range",
        cappedDays: [],
        rowCount: 1,
        totalRows: 1,
        lastFinalDate: "2026-01-30",
        hidden:
          input.dimensions[0] === "query"
            ? { clicks: 1_000, impressions: 5_000, clicksShare: 0.081, impressionsShare: 0.0125 }
            : null,
      },
    }),
  ),
}));
vi.mock("@/lib/overview/analysis", () => ({
  overviewMovers: vi.fn(async () => ({ winners: [], losers: [] })),
  overviewOpportunities: vi.fn(async () => ({ opportunities: [], total: 0 })),
}));
vi.mock("@/lib/content/annotations", () => ({
  listAnnotations: vi.fn(async (_db, _user, range: { projectId: string }) => [
    {
      id: "0b9f1c7e-0000-4000-8000-0000000000aa",
      projectId: range.projectId,
      day: "2026-01-15",
      label: "Published: Seed guide",
      source: "content_item",
      contentItemId: "0b9f1c7e-0000-4000-8000-0000000000bb",
      createdAt: "2026-01-15T10:00:00.000Z",
    },
  ]),
}));
vi.mock("@/lib/data-api/ga4", () => ({
  ga4Report: vi.fn(async () => ({
    dimensionHeaders: ["date"],
    metricHeaders: [{ name: "sessions", type: "TYPE_INTEGER" }],
    rows: [{ dimensions: ["20260105"], metrics: [2_450] }],
    totals: [[2_450]],
    rowCount: 1,
  })),
}));
vi.mock("@/lib/data-api/gbp", () => ({
  gbpMetrics: vi.fn(async (_user, location: { id: string }, input) => ({
    locationId: location.id,
    startDate: input.startDate,
    endDate: input.endDate,
    series: [{ metric: "CALL_CLICKS", values: [{ date: input.startDate, value: 77 }], total: 77 }],
  })),
}));

const { prefetchOverview } = await import("@/lib/overview/prefetch");
const { searchConsoleData } = await import("@/lib/data-api/search-console");
const { getUserProjects } = await import("@/lib/projects/prefetch");

const USER = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const URL_PARAMS = `project=${PROJECT_ID}&start=2026-01-05&end=2026-02-01&compare=previous`;

/** The browser's query client after the server's prefetch, as the HTML hands it over. */
async function prefetched(search: string): Promise<QueryClient> {
  const server = makeQueryClient();
  await prefetchOverview(server, USER, new URLSearchParams(search));
  const client = makeQueryClient();
  hydrate(client, JSON.parse(JSON.stringify(dehydrate(server))));
  return client;
}

/** The scope the client's useOverviewScope resolves from the same URL. */
function clientScope(search: string): OverviewScope {
  const view = resolveViewScope({
    params: parseFilterParams(new URLSearchParams(search)),
    projects: [greenleaf()],
    source: null,
    today: googleToday(),
  });
  return overviewScope(view as ReadyScope, new Date());
}

/** The server's HTML as text, without the comments React puts between adjacent strings. */
const render = (client: QueryClient, node: React.ReactNode) =>
  renderToString(<QueryClientProvider client={client}>{node}</QueryClientProvider>).replaceAll(
    "<!-- -->",
    "",
  );

function Probe({ scope }: { scope: OverviewScope }) {
  const daily = useDailySearch(scope);
  const firstScreen = {
    days: daily.current.data,
    // The trend's notes: drawn in the first HTML, with no request after load.
    notes: useAnnotations({ projectId: scope.project.id, ...scope.range }).data,
    ...(daily.previous ? { previousDays: daily.previous.data } : {}),
  };
  // Below the fold: every query and page of two periods, read when the person scrolls near.
  const belowTheFold = {
    topQueries: useTopTable(scope, "query").data,
    topPages: useTopTable(scope, "page").data,
    pageMovers: useMovers(scope, "page").data,
    queryMovers: useMovers(scope, "query").data,
    opportunities: useOpportunities(scope).data,
  };
  const missing = Object.entries(firstScreen).filter(([, data]) => data === undefined);
  const early = Object.entries(belowTheFold).filter(([, data]) => data !== undefined);
  return (
    <output>
      {missing.map(([name]) => name).join(",") || "first screen loaded"}
      {early.length > 0 ? ` and early: ${early.map(([name]) => name).join(",")}` : ""}
    </output>
  );
}

describe("prefetchOverview", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new Error("no request in this test"))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("fills the cache under the keys the first screen reads, and leaves what is below the fold", async () => {
    const client = await prefetched(URL_PARAMS);
    expect(render(client, <Probe scope={clientScope(URL_PARAMS)} />)).toContain(
      "<output>first screen loaded</output>",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("renders the KPI figures, their changes and the completeness on the server", async () => {
    const client = await prefetched(URL_PARAMS);
    const scope = clientScope(URL_PARAMS);
    const html = render(
      client,
      <>
        <CompletenessBadges scope={scope} />
        <KpiGrid scope={scope} />
      </>,
    );
    // Search Console's clicks, GA4's organic sessions and the location's actions.
    for (const figure of ["12.3K", "2.5K", "77"]) expect(html).toContain(`>${figure}<`);
    expect(html).toContain("vs previous period");
    expect(html).toContain("Final data through Jan 30, 2026");
    expect(html).not.toMatch(/aria-busy="true"/);
  });

  it("reads the default project and range as the client does when the URL names none", async () => {
    const client = await prefetched("");
    expect(render(client, <Probe scope={clientScope("")} />)).toContain(
      "<output>first screen loaded</output>",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("prefetches nothing for a user without a project", async () => {
    vi.mocked(getUserProjects).mockResolvedValueOnce([]);
    vi.mocked(searchConsoleData).mockClear();
    const client = await prefetched(URL_PARAMS);
    expect(searchConsoleData).not.toHaveBeenCalled();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
