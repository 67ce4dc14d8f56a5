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
await import("@/lib/boot/jobs");
const { stopJobQueue } = await import("@/lib/jobs/process");
const { syncGooglePropertiesInBackground } = await import("./background");

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  vi.mocked(getDb).mockResolvedValue(t.db);
});
afterAll(async () => {
  await stopJobQueue();
  await t.close();
});
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

type Run = { state: string; error_code: string | null; kind: string };
const runsOf = async (userId: string) =>
  (
    await t.client.query<Run>("select state, error_code, kind from job_runs where user_id = $1", [
      userId,
    ])
  ).rows;

/** Waits for the user's queued sync to reach one of `states` (the worker runs in this process). */
async function jobOf(userId: string, states = ["completed"]): Promise<Run> {
  let run: Run | undefined;
  await vi.waitFor(
    async () => {
      [run] = await runsOf(userId);
      expect(states).toContain(run?.state);
    },
    { timeout: 20_000, interval: 50 },
  );
  return run!;
}
const propertyUris = async (userId: string) =>
  (
    await t.client.query<{ property_uri: string }>(
      "select property_uri from google_properties where user_id = $1 order by property_uri",
      [userId],
    )
  ).rows.map((r) => r.property_uri);

describe("syncGooglePropertiesInBackground", () => {
  it("queues a sync job after the response for a user without properties", async () => {
    const userId = await t.createUser();
    syncGooglePropertiesInBackground(userId);
    expect(state.listSites).not.toHaveBeenCalled();
    await runScheduled();
    expect(await jobOf(userId)).toMatchObject({ kind: "google-property-sync" });
    expect(await propertyUris(userId)).toEqual(["sc-domain:first.example"]);
  });

  it("leaves a returning user's properties alone", async () => {
    const seeded = await seedUserRows(t.client, await t.createUser(), "back");
    syncGooglePropertiesInBackground(seeded.userId);
    await runScheduled();
    expect(await runsOf(seeded.userId)).toEqual([]);
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
    await jobOf(userId);
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
    expect(await runsOf(userId)).toHaveLength(1);
    expect(state.listSites).not.toHaveBeenCalled();
  });

  it("records a failed attempt for the tray, logs a failure to queue, schedules nothing outside a request", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    state.listSites.mockRejectedValue(new Error("Google is down"));
    const userId = await t.createUser();
    syncGooglePropertiesInBackground(userId);
    await runScheduled();
    // Not a Google answer: our side failed, which a retry may mend.
    expect(await jobOf(userId, ["retrying", "failed"])).toMatchObject({
      error_code: "internal_error",
    });
    error.mockRestore();

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.mocked(getDb).mockRejectedValueOnce(new Error("database down"));
    syncGooglePropertiesInBackground(await t.createUser());
    await state.scheduled.at(-1)!();
    expect(warn).toHaveBeenCalledWith(
      "[google-sync] the first property sync could not be queued",
      expect.any(Error),
    );
    warn.mockRestore();

    state.inRequest = false;
    state.scheduled = [];
    expect(() => syncGooglePropertiesInBackground(crypto.randomUUID())).not.toThrow();
    expect(state.scheduled).toEqual([]);
  });
});
