import { ANALYTICS_READONLY_SCOPE, BUSINESS_MANAGE_SCOPE, OPENID_SCOPE } from "@/lib/google/scopes";
import { ALEX, DANA, dataApiHarness, NOBODY } from "@/tests/support/google-emulator/ga4-harness";

const ADMIN = "analyticsadmin.googleapis.com/v1beta/accountSummaries";
const DATA = "analyticsdata.googleapis.com/v1beta/properties";
const REPORT = {
  dimensions: [{ name: "date" }],
  metrics: [{ name: "sessions" }],
  dateRanges: [{ startDate: "7daysAgo", endDate: "yesterday" }],
};
const HELP =
  "For a list of valid dimensions and metrics, see https://developers.google.com/analytics/devguides/reporting/data/v1/api-schema ";

describe("accountSummaries.list", () => {
  it("lists the accounts with their properties; an account without any has no propertySummaries", async () => {
    const h = dataApiHarness();
    const body = await (await h.get(ADMIN, await h.token(ALEX))).json();
    expect(body.nextPageToken).toBeUndefined();
    expect(body.accountSummaries).toHaveLength(3);
    expect(body.accountSummaries[0]).toEqual({
      name: "accountSummaries/190022451",
      account: "accounts/190022451",
      displayName: "BrightSmile Dental",
      propertySummaries: [
        {
          property: "properties/401972233",
          displayName: "brightsmile-dental.example - GA4",
          propertyType: "PROPERTY_TYPE_ORDINARY",
          parent: "accounts/190022451",
        },
      ],
    });
    expect(body.accountSummaries[2]).not.toHaveProperty("propertySummaries");
  });

  it("pages with pageSize and nextPageToken, absent on the last page", async () => {
    const h = dataApiHarness();
    const token = await h.token(ALEX);
    const first = await (await h.get(ADMIN, token, { pageSize: "2" })).json();
    expect(first.accountSummaries).toHaveLength(2);
    const second = await (
      await h.get(ADMIN, token, { pageSize: "2", pageToken: first.nextPageToken })
    ).json();
    expect(second.accountSummaries.map((a: { displayName: string }) => a.displayName)).toEqual([
      "Harbor Law Group",
    ]);
    expect(second.nextPageToken).toBeUndefined();
    expect((await h.get(ADMIN, token, { pageToken: "not-a-token" })).status).toBe(400);
  });

  it("answers an empty object to an account that owns nothing", async () => {
    const h = dataApiHarness();
    expect(await (await h.get(ADMIN, await h.token(NOBODY))).json()).toEqual({});
  });
});

describe("Data API errors", () => {
  it("refuses a property of another account with GA4's 403", async () => {
    const h = dataApiHarness();
    const response = await h.post(`${DATA}/401972233:runReport`, REPORT, await h.token(DANA));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: {
        code: 403,
        message: "User does not have sufficient permissions for this property.",
        status: "PERMISSION_DENIED",
      },
    });
  });

  it("names an unknown metric or dimension as Google does", async () => {
    const h = dataApiHarness();
    const token = await h.token();
    const metric = await h.post(
      `${DATA}/312845067:runReport`,
      { ...REPORT, metrics: [{ name: "sessionsz" }] },
      token,
    );
    expect(metric.status).toBe(400);
    const body = await metric.json();
    expect(body.error).toMatchObject({
      code: 400,
      status: "INVALID_ARGUMENT",
      message: `Field sessionsz is not a valid metric. ${HELP}`,
    });
    const dimension = await h.post(
      `${DATA}/312845067:runReport`,
      { ...REPORT, dimensions: [{ name: "pagePathz" }] },
      token,
    );
    expect((await dimension.json()).error.message).toBe(
      `Field pagePathz is not a valid dimension. ${HELP}`,
    );
  });

  it("refuses malformed payloads, bad dates and unknown fields", async () => {
    const h = dataApiHarness();
    const token = await h.token();
    const run = (body: unknown) => h.post(`${DATA}/312845067:runReport`, body, token);
    expect((await run("{not json")).status).toBe(400);
    const unknown = await (await run({ ...REPORT, dimension: [] })).json();
    expect(unknown.error.message).toBe(
      'Invalid JSON payload received. Unknown name "dimension": Cannot find field.',
    );
    expect(
      (await run({ ...REPORT, dateRanges: [{ startDate: "2026-02-10", endDate: "2026-02-01" }] }))
        .status,
    ).toBe(400);
    expect(
      (await run({ ...REPORT, dateRanges: [{ startDate: "last week", endDate: "today" }] })).status,
    ).toBe(400);
    expect(
      (
        await run({
          ...REPORT,
          dateRanges: [{ startDate: "today", endDate: "today", name: "RESERVED_x" }],
        })
      ).status,
    ).toBe(400);
    const regex = {
      filter: { fieldName: "pagePath", stringFilter: { matchType: "FULL_REGEXP", value: "(?=x)" } },
    };
    expect((await run({ ...REPORT, dimensionFilter: regex })).status).toBe(400);
    expect(
      (await run({ ...REPORT, orderBys: [{ metric: { metricName: "totalUsers" } }] })).status,
    ).toBe(400);
  });

  it("needs an Analytics scope", async () => {
    const h = dataApiHarness();
    const token = await h.token(DANA, [OPENID_SCOPE, BUSINESS_MANAGE_SCOPE]);
    const response = await h.post(`${DATA}/312845067:runReport`, REPORT, token);
    expect(response.status).toBe(403);
    expect((await response.json()).error.details[0].reason).toBe("ACCESS_TOKEN_SCOPE_INSUFFICIENT");
    expect((await h.get(ADMIN, token)).status).toBe(403);
    expect(
      (await h.get(ADMIN, await h.token(DANA, [OPENID_SCOPE, ANALYTICS_READONLY_SCOPE]))).status,
    ).toBe(200);
  });
});

describe("batchRunReports and getMetadata", () => {
  it("runs up to five reports in one call", async () => {
    const h = dataApiHarness();
    const token = await h.token();
    const response = await h.post(
      `${DATA}/312845067:batchRunReports`,
      { requests: [REPORT, { ...REPORT, dimensions: [] }] },
      token,
    );
    const body = await response.json();
    expect(body.kind).toBe("analyticsData#batchRunReports");
    expect(body.reports.map((r: { kind: string }) => r.kind)).toEqual([
      "analyticsData#runReport",
      "analyticsData#runReport",
    ]);
    const six = await h.post(
      `${DATA}/312845067:batchRunReports`,
      { requests: Array(6).fill(REPORT) },
      token,
    );
    expect(six.status).toBe(400);
  });

  it("describes the fields it answers, keyEvents with its old name", async () => {
    const h = dataApiHarness();
    const token = await h.token();
    const body = await (await h.get(`${DATA}/312845067/metadata`, token)).json();
    expect(body.name).toBe("properties/312845067/metadata");
    expect(body.dimensions.map((d: { apiName: string }) => d.apiName)).toEqual(
      expect.arrayContaining([
        "date",
        "sessionDefaultChannelGroup",
        "landingPage",
        "deviceCategory",
        "country",
      ]),
    );
    expect(body.metrics.find((m: { apiName: string }) => m.apiName === "keyEvents")).toMatchObject({
      type: "TYPE_FLOAT",
      deprecatedApiNames: ["conversions"],
    });
    const alias = await (
      await h.post(
        `${DATA}/312845067:runReport`,
        { ...REPORT, metrics: [{ name: "conversions" }] },
        token,
      )
    ).json();
    expect(alias.metricHeaders).toEqual([{ name: "conversions", type: "TYPE_FLOAT" }]);
    expect((await h.get(`${DATA}/0/metadata`, token)).status).toBe(200);
    expect((await h.get(`${DATA}/401972233/metadata`, token)).status).toBe(403);
  });
});
