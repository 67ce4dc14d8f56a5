import { vi } from "vitest";
import type { AiInsightsResponse } from "@/lib/ai-insights/types";
import type { GscInsightsResponse } from "@/lib/gsc-insights/types";
import type { OpportunityListResponse } from "@/lib/opportunities/types";

// AI Insights over real HTTP: real PGlite, the Google emulator on a loopback port. The text is
// Rankwell's own, written from the findings the other two routes answer.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "ai-insights-route-test-secret-0123456789a";
  process.env.TOKEN_ENCRYPTION_KEY = "0123456789abcdef".repeat(4);
  return { origin: "" };
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));
// The findings are the subject here, not the sitemaps (the Opportunities route tests read those):
// the property lists none, so the two sitemap rules stay out and no sitemap is fetched.
vi.mock("@/lib/coverage/property-sitemaps", () => ({
  propertySitemapUrls: async () => ({
    files: [],
    read: { urls: [], problems: [], truncated: false },
  }),
}));
vi.mock("@/lib/google/hosts", async (importOriginal) => {
  const { EMBEDDED_GOOGLE_BASE_PATH } = await import("@/lib/google/base-urls");
  const actual = await importOriginal<typeof import("@/lib/google/hosts")>();
  return {
    ...actual,
    googleApiRoots: () => actual.googleApiRootsAt(`${state.origin}${EMBEDDED_GOOGLE_BASE_PATH}`),
  };
});
vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00Z") });

const { emulatorRoutes } = await import("@/tests/support/emulator-routes");
const { apiRequest } = await import("@/tests/support/signed-in-requests");
const route = await import("./route");
const gscRoute = await import("../gsc-insights/route");
const opportunitiesRoute = await import("../opportunities/route");
const ga4Route = await import("../ga4/route");
const syncGmb = await import("../../functions/sync-gmb-accounts/route");
const { ga4DailyTotal } = await import("@/lib/overview/kpis");
const { organicSessionsRequest } = await import("@/lib/overview/requests");
const { formatDelta } = await import("@/lib/format/numbers");

/** The demo account's GA4 property and one of its Business Profile locations. */
const GA4_PROPERTY = "properties/312845067";
const LOCATION = "4527103946251903846";

type Handler = (request: never, context: undefined) => Promise<Response>;
type User = { id: string; email: string };

const PERIOD = {
  startDate: "2026-01-01",
  endDate: "2026-01-28",
  compareWith: { startDate: "2025-12-04", endDate: "2025-12-31" },
};

const routes = emulatorRoutes(state);
let user: User;
let ref: { projectId: string; propertyId: string };

beforeAll(async () => {
  await routes.start();
  user = await routes.signedInUser("dana@example.com");
  ref = await routes.dataSource(user, "gsc", "sc-domain:greenleaf.example", "Greenleaf");
});

afterAll(() => routes.stop());

async function call(handler: unknown, path: string, body: object, caller: User | null = user) {
  const response = await (handler as Handler)(
    (await apiRequest(path, { user: caller, method: "POST", body })) as never,
    undefined,
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

describe("POST /api/data/ai-insights/", () => {
  it("writes the summary from GSC Insights and the actions from Opportunities", async () => {
    const result = await call(route.POST, "/api/data/ai-insights/", { ...ref, ...PERIOD });
    expect(result.status).toBe(200);
    const data = result.body as AiInsightsResponse;
    expect(data.writer).toBe("rankwell");
    const insights = (await call(gscRoute.POST, "/api/data/gsc-insights/", { ...ref, ...PERIOD }))
      .body as GscInsightsResponse;
    expect(data.summary[0]!.text).toBe(insights.story[0]!.text);
    const open = (
      await call(opportunitiesRoute.POST, "/api/data/opportunities/", {
        ...ref,
        startDate: PERIOD.startDate,
        endDate: PERIOD.endDate,
        table: { pageSize: 100 },
      })
    ).body as OpportunityListResponse;
    expect(data.actions.length).toBeGreaterThan(0);
    expect(data.actions.length).toBeLessThanOrEqual(7);
    const gains = new Map(open.rows.map((row) => [row.gain, row.type]));
    for (const action of data.actions) expect(gains.get(action.gain)).toBeDefined();
    expect(data.actions.map((a) => a.rank)).toEqual(data.actions.map((_, i) => i + 1));
  });

  it("adds the project's organic sessions and profile actions, as the GA4 and profile routes count them", async () => {
    const all = await routes.dataSource(user, "gsc", "sc-domain:greenleaf.example", "All sources");
    await routes.t.client.query(
      "insert into data_sources (project_id, type, property_uri) values ($1, 'ga4', $2), ($1, 'gmb', $3)",
      [all.projectId, GA4_PROPERTY, `locations/${LOCATION}`],
    );
    expect((await call(syncGmb.POST, "/api/functions/sync-gmb-accounts/", {})).status).toBe(200);
    const data = (await call(route.POST, "/api/data/ai-insights/", { ...all, ...PERIOD }))
      .body as AiInsightsResponse;

    const ga4 = await routes.t.client.query<{ id: string }>(
      "select id from data_sources where project_id = $1 and type = 'ga4'",
      [all.projectId],
    );
    const sessions = async (range: { startDate: string; endDate: string }) =>
      ga4DailyTotal(
        (
          await call(
            ga4Route.POST,
            "/api/data/ga4/",
            organicSessionsRequest(
              { projectId: all.projectId, propertyId: ga4.rows[0]!.id },
              range,
            ),
          )
        ).body,
      ).total;
    const now = await sessions(PERIOD);
    const before = await sessions(PERIOD.compareWith);
    const sentence = data.summary.find((s) => s.view === "overview");
    expect(sentence?.text).toBe(
      `Organic search brought ${now.toLocaleString("en-US")} sessions in Google Analytics, ${Math.abs(now - before).toLocaleString("en-US")} ${now > before ? "more" : "fewer"} than the period before (${formatDelta((now - before) / before, "percent")}).`,
    );
    const profile = data.summary.find((s) => s.view === "business-profile");
    expect(profile?.text).toMatch(
      /^Your Business Profile drew [\d,]+ calls, website visits and direction requests, [\d,]+ (more|fewer) than the period before/,
    );
    // The project without those sources says nothing of them.
    const plain = (await call(route.POST, "/api/data/ai-insights/", { ...ref, ...PERIOD }))
      .body as AiInsightsResponse;
    expect(plain.summary.map((s) => s.view)).not.toContain("overview");
  });

  it("answers 400 without a comparison period and 404 for another user's property", async () => {
    const bad = await call(route.POST, "/api/data/ai-insights/", {
      ...ref,
      startDate: "2026-01-01",
      endDate: "2026-01-28",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("invalid_input");
    const other = await routes.signedInUser("mallory@example.com");
    const foreign = await call(route.POST, "/api/data/ai-insights/", { ...ref, ...PERIOD }, other);
    expect(foreign.status).toBe(404);
  });
});
