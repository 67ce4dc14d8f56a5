import { vi } from "vitest";
import { createTestDb, seedUserRows, type TestDb } from "@/tests/support/db";

const state = vi.hoisted(() => ({
  scheduled: [] as (() => Promise<unknown>)[],
  inRequest: true,
  listSites: vi.fn(),
  listAccountSummaries: vi.fn(),
  getTimeZone: vi.fn(),
}));
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => {
    if (!state.inRequest) throw new Error("`after` was called outside a request scope.");
    state.scheduled.push(task);
  },
}));
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));
vi.mock("@/lib/google/search-console", () => ({
  searchConsole: () => ({ listSites: state.listSites }),
}));
vi.mock("@/lib/google/analytics-admin", () => ({
  analyticsAdmin: () => ({
    listAccountSummaries: state.listAccountSummaries,
    getTimeZone: state.getTimeZone,
  }),
}));

const { getDb } = await import("@/lib/db/client");
const { syncGooglePropertiesInBackground } = await import("./background");

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  vi.mocked(getDb).mockResolvedValue(t.db);
});
afterAll(() => t.close());
beforeEach(() => {
  state.scheduled = [];
  state.inRequest = true;
  state.listSites
    .mockReset()
    .mockResolvedValue([{ siteUrl: "sc-domain:first.example", permissionLevel: "siteOwner" }]);
  state.listAccountSummaries.mockReset().mockResolvedValue([]);
  state.getTimeZone.mockReset().mockResolvedValue("Europe/Berlin");
});

const runScheduled = () => Promise.all(state.scheduled.map((task) => task()));
const propertyUris = async (userId: string) =>
  (
    await t.client.query<{ property_uri: string }>(
      "select property_uri from google_properties where user_id = $1 order by property_uri",
      [userId],
    )
  ).rows.map((r) => r.property_uri);

describe("syncGooglePropertiesInBackground", () => {
  it("syncs after the response for a user without properties", async () => {
    const userId = await t.createUser();
    syncGooglePropertiesInBackground(userId);
    expect(state.listSites).not.toHaveBeenCalled();
    await runScheduled();
    expect(await propertyUris(userId)).toEqual(["sc-domain:first.example"]);
  });

  it("leaves a returning user's properties alone", async () => {
    const seeded = await seedUserRows(t.client, await t.createUser(), "back");
    syncGooglePropertiesInBackground(seeded.userId);
    await runScheduled();
    expect(state.listSites).not.toHaveBeenCalled();
    expect(await propertyUris(seeded.userId)).toEqual(["sc-domain:back.example"]);
  });

  it("syncs again for a returning user whose GA4 property has no time zone yet", async () => {
    const userId = await t.createUser();
    await t.client.query(
      `insert into google_properties (user_id, property_type, property_uri, property_name)
       values ($1, 'ga4', 'properties/77', 'Shop GA4')`,
      [userId],
    );
    state.listAccountSummaries.mockResolvedValue([
      {
        account: "accounts/7",
        displayName: "Shop",
        properties: [{ propertyId: "77", displayName: "Shop GA4" }],
      },
    ]);
    syncGooglePropertiesInBackground(userId);
    await runScheduled();
    expect(state.getTimeZone).toHaveBeenCalledWith("77");
    const { rows } = await t.client.query<{ time_zone: string | null }>(
      "select time_zone from google_properties where user_id = $1 and property_type = 'ga4'",
      [userId],
    );
    expect(rows).toEqual([{ time_zone: "Europe/Berlin" }]);

    // Once the zone is known, a sign-in leaves the list alone.
    state.listSites.mockClear();
    syncGooglePropertiesInBackground(userId);
    await runScheduled();
    expect(state.listSites).not.toHaveBeenCalled();
  });

  it("logs a failure instead of throwing, and schedules nothing outside a request", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    state.listSites.mockRejectedValue(new Error("Google is down"));
    syncGooglePropertiesInBackground(await t.createUser());
    await runScheduled();
    expect(warn).toHaveBeenCalledWith(
      "[google-sync] the first property sync failed",
      expect.any(Error),
    );
    warn.mockRestore();

    state.inRequest = false;
    state.scheduled = [];
    expect(() => syncGooglePropertiesInBackground(crypto.randomUUID())).not.toThrow();
    expect(state.scheduled).toEqual([]);
  });
});
