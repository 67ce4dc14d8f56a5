import { ANALYTICS_READONLY_SCOPE, OPENID_SCOPE } from "@/lib/google/scopes";
import { ALEX, DANA, dataApiHarness, NOBODY } from "@/tests/support/google-emulator/ga4-harness";

const ACCOUNTS = "mybusinessaccountmanagement.googleapis.com/v1/accounts";
const INFO = "mybusinessbusinessinformation.googleapis.com/v1";
const GROUP = "109979906093928163316";

describe("accounts.list", () => {
  it("lists the personal account first, then the groups with Google's enums", async () => {
    const h = dataApiHarness();
    const body = await (await h.get(ACCOUNTS, await h.token(DANA))).json();
    expect(body).toEqual({
      accounts: [
        {
          name: "accounts/117858612941251865959",
          accountName: "Dana Demo",
          type: "PERSONAL",
          verificationState: "UNVERIFIED",
          vettedState: "NOT_VETTED",
        },
        {
          name: `accounts/${GROUP}`,
          accountName: "Greenleaf Garden Supply",
          type: "LOCATION_GROUP",
          role: "PRIMARY_OWNER",
          verificationState: "VERIFIED",
          vettedState: "NOT_VETTED",
          accountNumber: expect.stringMatching(/^\d{10}$/),
          permissionLevel: "OWNER_LEVEL",
        },
      ],
    });
  });

  it("pages, filters by type, and gives everyone a personal account", async () => {
    const h = dataApiHarness();
    const token = await h.token(ALEX);
    const first = await (await h.get(ACCOUNTS, token, { pageSize: "1" })).json();
    expect(first.accounts.map((a: { type: string }) => a.type)).toEqual(["PERSONAL"]);
    const second = await (
      await h.get(ACCOUNTS, token, { pageSize: "1", pageToken: first.nextPageToken })
    ).json();
    expect(second.accounts[0]).toMatchObject({ role: "MANAGER", permissionLevel: "MEMBER_LEVEL" });
    expect(second.nextPageToken).toBeUndefined();
    const groups = await (await h.get(ACCOUNTS, token, { filter: "type=LOCATION_GROUP" })).json();
    expect(groups.accounts).toHaveLength(1);
    expect((await h.get(ACCOUNTS, token, { filter: "title=x" })).status).toBe(400);
    const nobody = await (await h.get(ACCOUNTS, await h.token(NOBODY))).json();
    expect(nobody.accounts).toEqual([
      expect.objectContaining({ type: "PERSONAL", accountName: "Empty Owner" }),
    ]);
  });

  it("lists no account at all for someone who never used Business Profile", async () => {
    const h = dataApiHarness();
    const token = await h.token({ email: "nolocal@demo.rankwell.dev", name: "No Local" });
    const response = await h.get(ACCOUNTS, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it("needs the business.manage scope", async () => {
    const h = dataApiHarness();
    const token = await h.token(DANA, [OPENID_SCOPE, ANALYTICS_READONLY_SCOPE]);
    const response = await h.get(ACCOUNTS, token);
    expect(response.status).toBe(403);
    const body = await response.json();
    expect(body.error).toMatchObject({
      code: 403,
      status: "PERMISSION_DENIED",
      message: "Request had insufficient authentication scopes.",
    });
    expect(response.headers.get("www-authenticate")).toContain("business.manage");
    const locations = await h.get(`${INFO}/accounts/${GROUP}/locations`, token, {
      readMask: "name",
    });
    expect(locations.status).toBe(403);
  });
});

describe("locations.list and locations.get", () => {
  it("requires a readMask and names the field, as Google's BadRequest does", async () => {
    const h = dataApiHarness();
    const response = await h.get(`${INFO}/accounts/${GROUP}/locations`, await h.token());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 400,
        message: "Request contains an invalid argument.",
        status: "INVALID_ARGUMENT",
        details: [
          {
            "@type": "type.googleapis.com/google.rpc.BadRequest",
            fieldViolations: [{ field: "read_mask", description: "Field is required" }],
          },
        ],
      },
    });
    const unknown = await h.get(`${INFO}/accounts/${GROUP}/locations`, await h.token(), {
      readMask: "name,colour",
    });
    expect(unknown.status).toBe(400);
  });

  it("returns only the masked fields; the service-area business has no storefrontAddress", async () => {
    const h = dataApiHarness();
    const body = await (
      await h.get(`${INFO}/accounts/${GROUP}/locations`, await h.token(), {
        readMask: "name,title,storefrontAddress,metadata.placeId",
      })
    ).json();
    expect(body.nextPageToken).toBeUndefined();
    expect(body.locations).toHaveLength(3);
    expect(body.locations[0]).toEqual({
      name: "locations/4527103946251903846",
      title: "Greenleaf Garden Supply — Portland",
      storefrontAddress: {
        regionCode: "US",
        languageCode: "en",
        postalCode: "97214",
        administrativeArea: "OR",
        locality: "Portland",
        addressLines: ["1420 SE Hawthorne Blvd"],
      },
      metadata: { placeId: expect.stringMatching(/^ChIJ[\w-]{23}$/) },
    });
    const service = body.locations[2];
    expect(Object.keys(service).sort()).toEqual(["metadata", "name", "title"]);
  });

  it("pages at pageSize with nextPageToken and orders by title", async () => {
    const h = dataApiHarness();
    const token = await h.token();
    const url = `${INFO}/accounts/${GROUP}/locations`;
    const first = await (
      await h.get(url, token, { readMask: "title", pageSize: "2", orderBy: "title desc" })
    ).json();
    expect(first.locations.map((l: { title: string }) => l.title)).toEqual([
      "Greenleaf Mobile Landscaping",
      "Greenleaf Garden Supply — Seattle",
    ]);
    const rest = await (
      await h.get(url, token, {
        readMask: "title",
        pageSize: "2",
        orderBy: "title desc",
        pageToken: first.nextPageToken,
      })
    ).json();
    expect(rest).toEqual({ locations: [{ title: "Greenleaf Garden Supply — Portland" }] });
  });

  it("refuses another account's locations and reads one location by name", async () => {
    const h = dataApiHarness();
    const token = await h.token();
    expect(
      (await h.get(`${INFO}/accounts/109979906093928163317/locations`, token, { readMask: "name" }))
        .status,
    ).toBe(403);
    const one = await (
      await h.get(`${INFO}/locations/4527103946251903848`, token, { readMask: "title,serviceArea" })
    ).json();
    expect(one).toMatchObject({
      title: "Greenleaf Mobile Landscaping",
      serviceArea: { businessType: "CUSTOMER_LOCATION_ONLY" },
    });
    expect(
      (await h.get(`${INFO}/locations/5527103946251903801`, token, { readMask: "name" })).status,
    ).toBe(403);
    expect((await h.get(`${INFO}/locations/999`, token, { readMask: "name" })).status).toBe(404);
  });
});
