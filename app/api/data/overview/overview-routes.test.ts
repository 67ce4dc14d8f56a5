import { vi } from "vitest";
import type { ComparedRow } from "@/lib/overview/movers";
import type { MoversResponse, OpportunitiesResponse } from "@/lib/overview/types";

// The overview's analysis routes over real HTTP: real PGlite for the projects, the Google emulator
// on a loopback port for Search Console, with tokens from the emulator's own consent flow.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "overview-routes-test-secret-0123456789ab";
  process.env.TOKEN_ENCRYPTION_KEY = "0123456789abcdef".repeat(4);
  return { origin: "" };
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));
vi.mock("@/lib/google/hosts", async (importOriginal) => {
  const { EMBEDDED_GOOGLE_BASE_PATH } = await import("@/lib/google/base-urls");
  const actual = await importOriginal<typeof import("@/lib/google/hosts")>();
  return {
    ...actual,
    googleApiRoots: () => actual.googleApiRootsAt(`${state.origin}${EMBEDDED_GOOGLE_BASE_PATH}`),
  };
});
// The server's clock stands where the emulator's does, so the comparisons' 16 months of history and
// last final day (lib/data-api/comparison.ts) are the emulator's.
vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00Z") });

const { emulatorRoutes } = await import("@/tests/support/emulator-routes");
const { apiRequest } = await import("@/tests/support/signed-in-requests");
const moversRoute = await import("./movers/route");
const opportunitiesRoute = await import("./opportunities/route");

type Handler = (request: never, context: undefined) => Promise<Response>;
type User = { id: string; email: string };

const RANGE = { startDate: "2026-01-01", endDate: "2026-01-28" };
const PREVIOUS = { startDate: "2025-12-04", endDate: "2025-12-31" };

const routes = emulatorRoutes(state);
const { signedInUser } = routes;
let user: User;
let ref: { projectId: string; propertyId: string };

beforeAll(async () => {
  await routes.start();
  user = await signedInUser("dana@example.com");
  ref = await routes.dataSource(user, "gsc", "sc-domain:greenleaf.example", "Greenleaf");
});

afterAll(() => routes.stop());

async function call(handler: unknown, path: string, body: object, caller: User | null = user) {
  const response = await (handler as Handler)(
    (await apiRequest(path, { user: caller, method: "POST", body })) as never,
    undefined,
  );
  const text = await response.text();
  return { status: response.status, bytes: text.length, body: text ? JSON.parse(text) : null };
}

const movers = (body: object, caller?: User) =>
  call(moversRoute.POST, "/api/data/overview/movers/", { ...ref, ...RANGE, ...body }, caller);
const opportunities = (body: object, caller?: User) =>
  call(
    opportunitiesRoute.POST,
    "/api/data/overview/opportunities/",
    { ...ref, ...RANGE, ...body },
    caller,
  );

describe("POST /api/data/overview/movers/", () => {
  it("answers the five biggest winners and losers, each over the click floor", async () => {
    const result = await movers({ compareWith: PREVIOUS, dimension: "page" });
    expect(result.status).toBe(200);
    const { winners, losers } = result.body as MoversResponse;
    expect(winners).toHaveLength(5);
    expect(losers.length).toBeGreaterThan(0);
    expect(losers.length).toBeLessThanOrEqual(5);
    const changes = (rows: ComparedRow[]) => rows.map((row) => row.clicksChange);
    expect(changes(winners)).toEqual([...changes(winners)].sort((a, b) => b - a));
    expect(changes(losers)).toEqual([...changes(losers)].sort((a, b) => a - b));
    expect(winners.every((row) => row.clicksChange > 0)).toBe(true);
    expect(losers.every((row) => row.clicksChange < 0)).toBe(true);
    for (const row of [...winners, ...losers]) {
      expect(Math.max(row.clicks, row.previous.clicks)).toBeGreaterThanOrEqual(10);
      expect(row.clicksChange).toBe(row.clicks - row.previous.clicks);
    }
  });

  it("never answers more rows than asked for", async () => {
    const result = await movers({ compareWith: PREVIOUS, dimension: "query", limit: 2 });
    expect(result.status).toBe(200);
    expect(result.body.winners.length).toBeLessThanOrEqual(2);
    expect(result.body.losers.length).toBeLessThanOrEqual(2);
    expect(result.bytes).toBeLessThan(4_000);
    const tooMany = await movers({ compareWith: PREVIOUS, dimension: "query", limit: 26 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.code).toBe("invalid_input");
  });

  it("needs a comparison period and a dimension it knows", async () => {
    expect((await movers({ dimension: "page" })).status).toBe(400);
    expect((await movers({ compareWith: PREVIOUS, dimension: "country" })).status).toBe(400);
  });
});

describe("POST /api/data/overview/opportunities/", () => {
  it("answers the queries with the most to gain at 4–15, largest first, with the count of all", async () => {
    const result = await opportunities({});
    expect(result.status).toBe(200);
    const { opportunities: found, total } = result.body as OpportunitiesResponse;
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(5);
    expect(total).toBeGreaterThanOrEqual(found.length);
    const potential = found.map((o) => o.potentialClicks);
    expect(potential).toEqual([...potential].sort((a, b) => b - a));
    for (const o of found) {
      expect(o.position).toBeGreaterThanOrEqual(4);
      expect(o.position).toBeLessThanOrEqual(15);
      expect(o.impressions).toBeGreaterThanOrEqual(100);
      expect(o.ctr).toBeLessThan(o.expectedCtr);
    }
  });

  it("never answers more rows than asked for", async () => {
    const result = await opportunities({ limit: 1 });
    expect(result.body.opportunities).toHaveLength(1);
    expect(result.bytes).toBeLessThan(1_000);
  });
});

describe("the overview's routes and another user's property", () => {
  it("answer 404, and 401 without a session", async () => {
    const other = await signedInUser("mallory@example.com");
    for (const result of [
      await movers({ compareWith: PREVIOUS, dimension: "page" }, other),
      await opportunities({}, other),
    ]) {
      expect(result.status).toBe(404);
      expect(result.body.error.code).toBe("not_found");
    }
    const anonymous = await call(
      opportunitiesRoute.POST,
      "/api/data/overview/opportunities/",
      { ...ref, ...RANGE },
      null,
    );
    expect(anonymous.status).toBe(401);
  });
});
