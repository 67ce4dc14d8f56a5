import { vi } from "vitest";
import { createTestDb, seedUserRows, type TestDb } from "@/tests/support/db";

const google = vi.hoisted(() => {
  process.env.AUTH_SECRET = "google-sync-routes-test-secret-0123456789";
  return {
    listSites: vi.fn(),
    listAccountSummaries: vi.fn(),
    getTimeZone: vi.fn(),
    listAccounts: vi.fn(),
    listLocations: vi.fn(),
  };
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));
vi.mock("@/lib/google/search-console", () => ({
  searchConsole: () => ({ listSites: google.listSites }),
}));
vi.mock("@/lib/google/analytics-admin", () => ({
  analyticsAdmin: () => ({
    listAccountSummaries: google.listAccountSummaries,
    getTimeZone: google.getTimeZone,
  }),
}));
vi.mock("@/lib/google/business-profile", () => ({
  businessProfile: () => ({
    listAccounts: google.listAccounts,
    listLocations: google.listLocations,
  }),
}));

const { getDb } = await import("@/lib/db/client");
const { GoogleApiError } = await import("@/lib/google/errors");
const { apiRequest } = await import("@/tests/support/signed-in-requests");
const syncProperties = await import("./sync-google-properties/route");
const syncGmb = await import("./sync-gmb-accounts/route");
const connect = await import("./connect-properties-gmb/route");
await import("@/lib/boot/jobs");
const { stopJobQueue } = await import("@/lib/jobs/process");

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  vi.mocked(getDb).mockResolvedValue(t.db);
});
afterAll(async () => {
  await stopJobQueue();
  await t.close();
});

const SITES = [
  { siteUrl: "sc-domain:greenleaf.example", permissionLevel: "siteOwner" },
  { siteUrl: "https://www.greenleaf.example/", permissionLevel: "siteFullUser" },
  { siteUrl: "https://www.harborlaw.example/", permissionLevel: "siteUnverifiedUser" },
];
const SUMMARIES = [
  {
    account: "accounts/184203371",
    displayName: "Greenleaf Garden Supply",
    properties: [
      {
        propertyId: "312845067",
        displayName: "greenleaf.example - GA4",
        propertyType: "PROPERTY_TYPE_ORDINARY",
        parent: "accounts/184203371",
      },
    ],
  },
];
const ACCOUNTS = [
  { name: "accounts/117858612941251865959", accountName: "Dana Demo", type: "PERSONAL" },
  { name: "accounts/109979906093928163316", accountName: "Greenleaf", type: "LOCATION_GROUP" },
];
const location = (id: string, title: string, websiteUri?: string) => ({
  name: `locations/${id}`,
  locationId: id,
  title,
  storefrontAddress: { addressLines: ["1420 SE Hawthorne Blvd"], locality: "Portland" },
  ...(websiteUri ? { websiteUri } : {}),
});
const PORTLAND = location(
  "4527103946251903846",
  "Greenleaf — Portland",
  "https://www.greenleaf.example/stores/portland/",
);
const SEATTLE = location(
  "4527103946251903847",
  "Greenleaf — Seattle",
  "https://www.greenleaf.example/stores/seattle/",
);

beforeEach(() => {
  google.listSites.mockReset().mockResolvedValue(SITES);
  google.listAccountSummaries.mockReset().mockResolvedValue(SUMMARIES);
  google.getTimeZone.mockReset().mockResolvedValue("America/Los_Angeles");
  google.listAccounts.mockReset().mockResolvedValue(ACCOUNTS);
  google.listLocations
    .mockReset()
    .mockImplementation(async (account: string) =>
      account === ACCOUNTS[1]!.name ? [PORTLAND, SEATTLE] : [],
    );
});

async function newUser() {
  const id = await t.createUser();
  return { id, email: `${id}@example.com` };
}
const post = async (
  route: { POST: (request: never, context: undefined) => Promise<Response> },
  path: string,
  user: { id: string; email: string } | null,
) => {
  const response = await route.POST(
    (await apiRequest(path, { user, method: "POST" })) as never,
    undefined,
  );
  return { status: response.status, body: await response.json() };
};
const rowsOf = async (userId: string, table: string, order: string) =>
  (await t.client.query(`select * from ${table} where user_id = $1 order by ${order}`, [userId]))
    .rows as Record<string, unknown>[];

describe("POST /api/functions/sync-google-properties", () => {
  const path = "/api/functions/sync-google-properties/";

  it("stores every site and GA4 property and answers how many", async () => {
    const user = await newUser();
    expect(await post(syncProperties, path, user)).toEqual({ status: 200, body: { synced: 4 } });
    const rows = await rowsOf(user.id, "google_properties", "property_name");
    expect(rows.map((r) => [r.property_type, r.property_name, r.verified, r.site_url])).toEqual([
      ["gsc", "greenleaf.example (Domain)", true, "https://greenleaf.example/"],
      ["ga4", "greenleaf.example - GA4 (Greenleaf Garden Supply)", true, null],
      ["gsc", "https://www.greenleaf.example/", true, "https://www.greenleaf.example/"],
      ["gsc", "https://www.harborlaw.example/", false, "https://www.harborlaw.example/"],
    ]);
    expect(rows.map((r) => r.time_zone)).toEqual([null, "America/Los_Angeles", null, null]);
    expect(google.getTimeZone).toHaveBeenCalledExactlyOnceWith("312845067");
  });

  it("keeps a GA4 property's stored time zone when Google refuses to read it again", async () => {
    const user = await newUser();
    google.getTimeZone.mockResolvedValue("America/Chicago");
    await post(syncProperties, path, user);
    google.getTimeZone.mockRejectedValue(
      new GoogleApiError("transient", "The service is currently unavailable.", {
        status: 503,
        api: "analyticsAdmin",
      }),
    );
    expect(await post(syncProperties, path, user)).toEqual({ status: 200, body: { synced: 4 } });
    const ga4 = (await rowsOf(user.id, "google_properties", "property_uri")).find(
      (r) => r.property_type === "ga4",
    );
    expect(ga4?.time_zone).toBe("America/Chicago");
  });

  it("stores no time zone for a GA4 property first synced while Google fails to read it", async () => {
    const user = await newUser();
    google.getTimeZone.mockRejectedValue(
      new GoogleApiError(
        "access_denied",
        "User does not have sufficient permissions for this property.",
        {
          status: 403,
          api: "analyticsAdmin",
        },
      ),
    );
    expect(await post(syncProperties, path, user)).toEqual({ status: 200, body: { synced: 4 } });
    const ga4 = (await rowsOf(user.id, "google_properties", "property_uri")).find(
      (r) => r.property_type === "ga4",
    );
    expect(ga4?.time_zone).toBeNull();
  });

  it("removes properties Google no longer lists and keeps Business Profile rows", async () => {
    const user = await newUser();
    await post(syncProperties, path, user);
    await post(syncGmb, "/api/functions/sync-gmb-accounts/", user);
    google.listSites.mockResolvedValue([SITES[0]]);
    google.listAccountSummaries.mockResolvedValue([]);
    expect(await post(syncProperties, path, user)).toEqual({ status: 200, body: { synced: 1 } });
    const rows = await rowsOf(user.id, "google_properties", "property_uri");
    expect(rows.map((r) => r.property_uri)).toEqual([
      "locations/4527103946251903846",
      "locations/4527103946251903847",
      "sc-domain:greenleaf.example",
    ]);
  });

  it("answers Google's failure in the one error shape and changes nothing", async () => {
    const user = await newUser();
    await post(syncProperties, path, user);
    google.listAccountSummaries.mockRejectedValue(
      new GoogleApiError("reauth", "Your Google connection has expired. Please reconnect.", {
        status: 401,
        api: "analyticsAdmin",
      }),
    );
    expect(await post(syncProperties, path, user)).toEqual({
      status: 401,
      body: {
        error: {
          code: "google_reauth_required",
          message: "Your Google connection has expired. Please reconnect.",
        },
      },
    });
    expect(await rowsOf(user.id, "google_properties", "property_uri")).toHaveLength(4);
  });

  it("answers 401 without a session", async () => {
    expect((await post(syncProperties, path, null)).status).toBe(401);
    expect(google.listSites).not.toHaveBeenCalled();
  });
});

describe("POST /api/functions/sync-gmb-accounts", () => {
  const path = "/api/functions/sync-gmb-accounts/";

  it("stores accounts and locations, and each location as a gmb property", async () => {
    const user = await newUser();
    expect(await post(syncGmb, path, user)).toEqual({
      status: 200,
      body: { needsAuth: false, accountsSynced: 2, locationsSynced: 2 },
    });
    const accounts = await rowsOf(user.id, "gmb_accounts", "account_name");
    expect(accounts.map((a) => [a.account_name, a.account_display_name, a.type])).toEqual([
      ["accounts/109979906093928163316", "Greenleaf", "LOCATION_GROUP"],
      ["accounts/117858612941251865959", "Dana Demo", "PERSONAL"],
    ]);
    const locations = await rowsOf(user.id, "gmb_locations", "location_name");
    expect(locations[0]).toMatchObject({
      account_id: accounts[0]!.id,
      location_id: "4527103946251903846",
      location_name: "locations/4527103946251903846",
      title: "Greenleaf — Portland",
      address: { addressLines: ["1420 SE Hawthorne Blvd"], locality: "Portland" },
      website_uri: "https://www.greenleaf.example/stores/portland/",
    });
    const properties = await rowsOf(user.id, "google_properties", "property_uri");
    expect(properties.map((p) => [p.property_type, p.property_name, p.site_url])).toEqual([
      ["gmb", "Greenleaf — Portland", "https://www.greenleaf.example/stores/portland/"],
      ["gmb", "Greenleaf — Seattle", "https://www.greenleaf.example/stores/seattle/"],
    ]);
  });

  it("stores a location two accounts reach once, and forgets locations Google dropped", async () => {
    const user = await newUser();
    google.listLocations.mockResolvedValue([PORTLAND, SEATTLE]);
    expect((await post(syncGmb, path, user)).body).toMatchObject({ locationsSynced: 2 });
    google.listLocations.mockResolvedValue([SEATTLE]);
    expect((await post(syncGmb, path, user)).body).toMatchObject({ locationsSynced: 1 });
    expect((await rowsOf(user.id, "gmb_locations", "location_name")).map((l) => l.title)).toEqual([
      "Greenleaf — Seattle",
    ]);
    expect(
      (await rowsOf(user.id, "google_properties", "property_uri")).map((p) => p.property_uri),
    ).toEqual(["locations/4527103946251903847"]);
  });

  it.each(["reauth", "insufficient_scope"] as const)(
    "answers needsAuth (200) when Google says %s",
    async (kind) => {
      const user = await newUser();
      google.listAccounts.mockRejectedValue(
        new GoogleApiError(kind, "Reconnect Google.", { status: 403, api: "gbpAccounts" }),
      );
      expect(await post(syncGmb, path, user)).toEqual({
        status: 200,
        body: { needsAuth: true, accountsSynced: 0, locationsSynced: 0 },
      });
    },
  );

  it("answers an access denial as 403 with Google's words", async () => {
    const user = await newUser();
    google.listLocations.mockRejectedValue(
      new GoogleApiError("access_denied", "Access denied: no Business Profile access.", {
        status: 403,
        api: "gbpInformation",
      }),
    );
    expect(await post(syncGmb, path, user)).toEqual({
      status: 403,
      body: {
        error: {
          code: "google_access_denied",
          message: "Access denied: no Business Profile access.",
        },
      },
    });
  });
});

describe("POST /api/functions/connect-properties-gmb", () => {
  const path = "/api/functions/connect-properties-gmb/";

  it("connects each property to the locations of its domain, once", async () => {
    const user = await newUser();
    await post(syncProperties, path, user);
    await post(syncGmb, path, user);
    // 3 greenleaf properties (domain, www prefix, GA4 by its name) × 2 greenleaf locations.
    expect(await post(connect, path, user)).toEqual({
      status: 200,
      body: { connectionsCreated: 6, error: null },
    });
    expect(await post(connect, path, user)).toEqual({
      status: 200,
      body: { connectionsCreated: 0, error: null },
    });
    expect(await rowsOf(user.id, "property_gmb_connections", "created_at")).toHaveLength(6);
  });

  it("says what to sync first when there is nothing to match", async () => {
    const user = await newUser();
    expect((await post(connect, path, user)).body).toEqual({
      connectionsCreated: 0,
      error:
        "No Business Profile locations are synced yet. Sync your Business Profile accounts first.",
    });
    await post(syncGmb, path, user);
    expect((await post(connect, path, user)).body).toEqual({
      connectionsCreated: 0,
      error:
        "No Search Console or Analytics properties are synced yet. Sync your Google properties first.",
    });
  });

  it("never touches another user's rows", async () => {
    const other = await seedUserRows(t.client, await t.createUser(), "other");
    const user = await newUser();
    await post(syncProperties, path, user);
    await post(syncGmb, path, user);
    await post(connect, path, user);
    expect(await rowsOf(other.userId, "property_gmb_connections", "created_at")).toHaveLength(1);
    expect((await post(connect, path, null)).status).toBe(401);
  });
});
