// A real request for each route the fuzz knows how to call well, so most generated requests are a
// valid request with one field broken and reach past the schema into the handler.
import type { DataRequest } from "./dashboard-requests";

export type Template = {
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  cookie?: string;
};

export type TemplateContext = {
  projectId: string;
  propertyId: string;
  userId: string;
  fixtureOrigin: string;
  dashboard: DataRequest[];
  /** A started sign-in: its round-trip cookie and state, so the callback reaches the code exchange. */
  signInRoundTrip: { cookie: string; state: string };
};

/** Templates keyed by "METHOD /api/pattern/". */
export function fuzzTemplates(ctx: TemplateContext): Map<string, Template> {
  const ref = { projectId: ctx.projectId, propertyId: ctx.propertyId };
  const page = (path: string) => `${ctx.fixtureOrigin}${path}`;
  const sc = ctx.dashboard.find((r) => r.path === "/api/data/search-console/")?.body as Record<
    string,
    unknown
  >;
  const movers = ctx.dashboard.find((r) => r.path === "/api/data/overview/movers/")?.body;
  const opportunities = ctx.dashboard.find(
    (r) => r.path === "/api/data/overview/opportunities/",
  )?.body;
  const cannibalization = ctx.dashboard.find((r) => r.path === "/api/data/cannibalization/")
    ?.body as Record<string, unknown>;
  const { table: _table, compareWith: _compare, ...detection } = cannibalization ?? {};
  const range = { startDate: sc?.startDate as string, endDate: sc?.endDate as string };

  const entries: [string, Template][] = [
    ["POST /api/data/search-console/", { body: sc }],
    [
      "GET /api/data/search-console/export/",
      { query: { request: JSON.stringify(sc), filename: "rows.csv" } },
    ],
    ["POST /api/data/overview/movers/", { body: movers as Record<string, unknown> }],
    ["POST /api/data/overview/opportunities/", { body: opportunities as Record<string, unknown> }],
    ["POST /api/data/cannibalization/", { body: cannibalization }],
    ["POST /api/data/cannibalization/issue/", { body: { ...detection, query: "greenleaf" } }],
    [
      "GET /api/data/cannibalization/export/",
      {
        query: {
          request: JSON.stringify({ ...detection, table: cannibalization?.table }),
          filename: "c.csv",
        },
      },
    ],
    [
      "POST /api/data/ga4/",
      {
        body: {
          ...ref,
          request: {
            dateRanges: [range],
            dimensions: [{ name: "date" }],
            metrics: [{ name: "sessions" }],
          },
        },
      },
    ],
    ["GET /api/data/gbp/", { query: { locationId: "1", ...range, metrics: "CALL_CLICKS" } }],
    [
      "GET /api/data/gbp/keywords/",
      { query: { locationId: "1", startMonth: "2025-01", endMonth: "2025-03" } },
    ],
    ["GET /api/data/sitemaps/", { query: ref }],
    [
      "POST /api/data/sitemaps/",
      { body: { ...ref, feedpath: "https://greenleaf.example/sitemap.xml" } },
    ],
    [
      "DELETE /api/data/sitemaps/",
      { body: { ...ref, feedpath: "https://greenleaf.example/sitemap.xml" } },
    ],
    ["POST /api/data/url-inspection/", { body: { ...ref, url: "https://greenleaf.example/" } }],
    ["GET /api/sitemaps/inspect/", { query: { ...ref, url: page("/sitemaps/sitemap.xml") } }],
    ["POST /api/projects/", { body: { name: "Fuzzed" } }],
    ["PATCH /api/projects/[projectId]/", { body: { name: "Renamed", brand_terms: ["greenleaf"] } }],
    [
      "POST /api/projects/[projectId]/data-sources/",
      { body: { type: "gsc", property_uri: "sc-domain:greenleaf.example" } },
    ],
    ["POST /api/functions/revoke-google-tokens/", { body: { user_id: ctx.userId } }],
    [
      "POST /api/auth/google/callback/",
      {
        body: { code: "a-code", state: ctx.signInRoundTrip.state },
        cookie: ctx.signInRoundTrip.cookie,
      },
    ],
    [
      "GET /api/auth/google/start/",
      { query: { login_hint: "dana@demo.rankwell.dev", scope: "webmasters" } },
    ],
    [
      "POST /api/contact/",
      {
        body: {
          name: "Fuzz",
          email: "fuzz@example.com",
          topic: "general",
          message: "Hello there, a message.",
        },
      },
    ],
    ["POST /api/tools/meta-tags/", { body: { url: page("/meta-tags/complete/") } }],
    ["POST /api/tools/serp-preview/", { body: { url: page("/meta-tags/complete/") } }],
    [
      "POST /api/tools/keyword-density/",
      { body: { url: page("/"), language: "en", phrase: "fixture" } },
    ],
    [
      "POST /api/tools/robots-txt/",
      {
        body: {
          url: page("/robots-txt/ok/robots.txt"),
          userAgent: "Googlebot",
          urls: ["/private/"],
        },
      },
    ],
    [
      "POST /api/tools/backlink-checker/",
      { body: { url: "example.com", pages: [page("/backlink-checker/plain/")] } },
    ],
    // A page that is not HTML: the preflight refuses it, so no browser is started for it.
    [
      "POST /api/tools/page-speed/",
      { body: { url: page("/security/data.json"), strategy: "mobile" } },
    ],
    ["GET /api/tools/page-speed/", { query: { job: "6f1c1b9e-2a4c-4a8e-9a55-0c6a8f1f2b3c" } }],
  ];
  return new Map(entries.filter(([, t]) => t.body !== undefined || t.query !== undefined));
}
