import { vi } from "vitest";
import { createTestDb, seedUserRows, type SeededRows, type TestDb } from "@/tests/support/db";

const google = vi.hoisted(() => {
  process.env.AUTH_SECRET = "gbp-keywords-test-secret-0123456789abcdef";
  return { monthlySearchKeywords: vi.fn() };
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));
vi.mock("@/lib/google/business-profile", () => ({ businessProfile: () => google }));

const { getDb } = await import("@/lib/db/client");
const { GoogleApiError } = await import("@/lib/google/errors");
const { apiRequest } = await import("@/tests/support/signed-in-requests");
const { GET } = await import("./route");

let t: TestDb;
let a: SeededRows;
let b: SeededRows;

beforeAll(async () => {
  t = await createTestDb();
  vi.mocked(getDb).mockResolvedValue(t.db);
  a = await seedUserRows(t.client, await t.createUser(), "alpha");
  b = await seedUserRows(t.client, await t.createUser(), "bravo");
});
afterAll(() => t.close());
// A function returned from beforeEach would run as its teardown: return nothing.
beforeEach(() => {
  google.monthlySearchKeywords.mockReset();
});

async function get(query: string, user: { id: string; email: string } | null = null) {
  const caller = user ?? { id: a.userId, email: "alpha@example.com" };
  const request = await apiRequest(`/api/data/gbp/keywords/?${query}`, { user: caller });
  const response = await GET(request as never, undefined as never);
  return { status: response.status, body: await response.json() };
}

describe("GET /api/data/gbp/keywords", () => {
  it("answers the location's keywords, a count or the threshold Google gives instead", async () => {
    google.monthlySearchKeywords.mockResolvedValue([
      { keyword: "garden centre portland", value: 412 },
      { keyword: "raised bed soil", threshold: 15 },
    ]);
    const result = await get(`locationId=${a.gmbLocationId}&startMonth=2025-11&endMonth=2025-12`);
    expect(result).toEqual({
      status: 200,
      body: {
        locationId: a.gmbLocationId,
        startMonth: "2025-11",
        endMonth: "2025-12",
        keywords: [
          { keyword: "garden centre portland", value: 412, threshold: null },
          { keyword: "raised bed soil", value: null, threshold: 15 },
        ],
      },
    });
    expect(google.monthlySearchKeywords).toHaveBeenCalledWith("alpha-1", {
      startMonth: "2025-11",
      endMonth: "2025-12",
    });
  });

  it("answers 404 for another user's location and 400 for months out of order", async () => {
    const foreign = await get(`locationId=${b.gmbLocationId}&startMonth=2025-11&endMonth=2025-11`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("not_found");
    const reversed = await get(`locationId=${a.gmbLocationId}&startMonth=2025-12&endMonth=2025-11`);
    expect(reversed.body.error).toEqual({
      code: "invalid_input",
      message: "endMonth: The start month must not be after the end month.",
    });
    expect(
      (await get(`locationId=${a.gmbLocationId}&startMonth=2025-13&endMonth=2025-12`)).status,
    ).toBe(400);
    expect(google.monthlySearchKeywords).not.toHaveBeenCalled();
  });

  it("passes Google's failure on in the one error shape", async () => {
    const failure = new GoogleApiError(
      "rate_limit",
      "Business Profile is receiving too many requests.",
      {
        status: 429,
        api: "gbpPerformance",
      },
    );
    google.monthlySearchKeywords.mockImplementation(async () => {
      throw failure;
    });
    const result = await get(`locationId=${a.gmbLocationId}&startMonth=2025-10&endMonth=2025-10`);
    expect(result).toEqual({
      status: 429,
      body: {
        error: {
          code: "google_rate_limited",
          message: "Business Profile is receiving too many requests.",
        },
      },
    });
  });
});
