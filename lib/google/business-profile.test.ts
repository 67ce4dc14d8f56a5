import { businessProfile } from "./business-profile";
import { fakeGoogle, json, testContext, type FakeHandler } from "@/tests/support/google-fake";

// google-apis.md §4's example answers; no recorded Business Profile fixture ships.
const LOCATION = {
  name: "locations/4527103946251903846",
  title: "Acme Bakery – Mission District",
  phoneNumbers: { primaryPhone: "(415) 555-0132", additionalPhones: ["+1 415-555-0199"] },
  categories: {
    primaryCategory: { name: "categories/gcid:bakery", displayName: "Bakery" },
    additionalCategories: [{ name: "categories/gcid:coffee_shop", displayName: "Coffee shop" }],
  },
  storefrontAddress: {
    regionCode: "US",
    languageCode: "en",
    postalCode: "94110",
    administrativeArea: "CA",
    locality: "San Francisco",
    addressLines: ["2801 Mission St"],
  },
  websiteUri: "https://www.acmebakery.com/mission",
  metadata: { hasVoiceOfMerchant: true, placeId: "ChIJ5a3Yb0Z-j4ARpL0nF2XwQ8s", canDelete: true },
};

const day = (d: number, value?: string) => ({
  date: { year: 2025, month: 6, day: d },
  ...(value === undefined ? {} : { value }),
});

const context = (routes: [RegExp, FakeHandler][]) => {
  const google = fakeGoogle(routes);
  return { gbp: businessProfile(testContext({ fetch: google.fetch })), requests: google.requests };
};

describe("businessProfile", () => {
  it("lists accounts over every page, 20 at a time", async () => {
    const pages = [
      {
        accounts: [
          { name: "accounts/117858612941251865959", accountName: "Jane Doe", type: "PERSONAL" },
        ],
        nextPageToken: "next",
      },
      {
        accounts: [
          {
            name: "accounts/109979906093928163316",
            accountName: "Acme Bakery Group",
            type: "LOCATION_GROUP",
            role: "PRIMARY_OWNER",
            verificationState: "VERIFIED",
          },
        ],
      },
    ];
    const { gbp, requests } = context([
      [
        /GET mybusinessaccountmanagement\.googleapis\.com\/v1\/accounts$/,
        () => json(200, pages.shift()),
      ],
    ]);
    const accounts = await gbp.listAccounts();
    expect(accounts.map((a) => [a.name, a.type, a.role])).toEqual([
      ["accounts/117858612941251865959", "PERSONAL", undefined],
      ["accounts/109979906093928163316", "LOCATION_GROUP", "PRIMARY_OWNER"],
    ]);
    expect(requests.map((r) => r.url.searchParams.get("pageSize"))).toEqual(["20", "20"]);
    expect(requests[1]?.url.searchParams.get("pageToken")).toBe("next");
  });

  it("lists an account's locations with the read mask, over every page", async () => {
    const pages = [
      { locations: [LOCATION], nextPageToken: "p2" },
      { locations: [{ name: "locations/77", title: "Service area only" }] },
    ];
    const { gbp, requests } = context([
      [
        /GET mybusinessbusinessinformation\.googleapis\.com\/v1\/accounts\/109979906093928163316\/locations$/,
        () => json(200, pages.shift()),
      ],
    ]);
    const locations = await gbp.listLocations("accounts/109979906093928163316");
    expect(locations[0]).toMatchObject({
      locationId: "4527103946251903846",
      title: "Acme Bakery – Mission District",
      storefrontAddress: { locality: "San Francisco", addressLines: ["2801 Mission St"] },
      metadata: { placeId: "ChIJ5a3Yb0Z-j4ARpL0nF2XwQ8s", canDelete: true },
    });
    expect(locations[1]).toMatchObject({ locationId: "77", title: "Service area only" });
    expect(locations[1]).not.toHaveProperty("storefrontAddress");
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({
      readMask: "name,title,storefrontAddress,websiteUri,phoneNumbers,categories,metadata",
      pageSize: "100",
      quotaUser: "user-1",
    });
  });

  it("fills the days Google leaves out with 0, in whichever nesting it answers", async () => {
    const { gbp, requests } = context([
      [
        /GET businessprofileperformance\.googleapis\.com\/v1\/locations\/4527103946251903846:fetchMultiDailyMetricsTimeSeries$/,
        () =>
          json(200, {
            multiDailyMetricTimeSeries: [
              {
                dailyMetricTimeSeries: [
                  {
                    dailyMetric: "CALL_CLICKS",
                    timeSeries: { datedValues: [day(1), day(2, "4"), day(3, "2")] },
                  },
                ],
              },
              {
                dailyMetricTimeSeries: [
                  { dailyMetric: "WEBSITE_CLICKS", timeSeries: { datedValues: [day(4, "143")] } },
                ],
              },
            ],
          }),
      ],
    ]);
    const series = await gbp.fetchDailyMetrics(
      "4527103946251903846",
      ["CALL_CLICKS", "WEBSITE_CLICKS", "BUSINESS_BOOKINGS"],
      { startDate: "2025-06-01", endDate: "2025-06-04" },
    );
    expect(series).toEqual([
      {
        metric: "CALL_CLICKS",
        values: [
          { date: "2025-06-01", value: 0 },
          { date: "2025-06-02", value: 4 },
          { date: "2025-06-03", value: 2 },
          { date: "2025-06-04", value: 0 },
        ],
      },
      {
        metric: "WEBSITE_CLICKS",
        values: [0, 0, 0, 143].map((value, i) => ({ date: `2025-06-0${i + 1}`, value })),
      },
      {
        metric: "BUSINESS_BOOKINGS",
        values: [1, 2, 3, 4].map((d) => ({ date: `2025-06-0${d}`, value: 0 })),
      },
    ]);
    const params = requests[0]!.url.searchParams;
    expect(params.getAll("dailyMetrics")).toEqual([
      "CALL_CLICKS",
      "WEBSITE_CLICKS",
      "BUSINESS_BOOKINGS",
    ]);
    expect(
      ["startDate.year", "startDate.month", "startDate.day", "endDate.day"].map((k) =>
        params.get(`dailyRange.${k}`),
      ),
    ).toEqual(["2025", "6", "1", "4"]);
    expect(requests[0]?.headers.get("authorization")).toBe("Bearer ya29.first");
  });

  it("reads monthly keyword impressions as values or thresholds, over every page", async () => {
    const pages = [
      {
        searchKeywordsCounts: [
          { searchKeyword: "bakery near me", insightsValue: { value: "1284" } },
          { searchKeyword: "sourdough mission district", insightsValue: { threshold: "15" } },
        ],
        nextPageToken: "CAISAggy",
      },
      { searchKeywordsCounts: [{ searchKeyword: "acme bakery", insightsValue: { value: "642" } }] },
    ];
    const { gbp, requests } = context([
      [
        /\/v1\/locations\/42\/searchkeywords\/impressions\/monthly$/,
        () => json(200, pages.shift()),
      ],
    ]);
    expect(
      await gbp.monthlySearchKeywords("locations/42", {
        startMonth: "2025-03",
        endMonth: "2025-05",
      }),
    ).toEqual([
      { keyword: "bakery near me", value: 1284 },
      { keyword: "sourdough mission district", threshold: 15 },
      { keyword: "acme bakery", value: 642 },
    ]);
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({
      "monthlyRange.startMonth.year": "2025",
      "monthlyRange.startMonth.month": "3",
      "monthlyRange.endMonth.year": "2025",
      "monthlyRange.endMonth.month": "5",
      pageSize: "100",
      quotaUser: "user-1",
    });
    expect(requests[1]?.url.searchParams.get("pageToken")).toBe("CAISAggy");
  });

  it("classifies the Performance client's failures and refreshes after its 401", async () => {
    const answers = [
      json(401, {
        error: { code: 401, message: "Invalid Credentials", status: "UNAUTHENTICATED" },
      }),
      json(403, {
        error: {
          code: 403,
          message: "The caller does not have permission",
          status: "PERMISSION_DENIED",
        },
      }),
    ];
    const { gbp, requests } = context([
      [/fetchMultiDailyMetricsTimeSeries$/, () => answers.shift()!],
    ]);
    await expect(
      gbp.fetchDailyMetrics("1", ["CALL_CLICKS"], {
        startDate: "2025-06-01",
        endDate: "2025-06-01",
      }),
    ).rejects.toMatchObject({ kind: "access_denied", api: "gbpPerformance", status: 403 });
    expect(requests.map((r) => r.headers.get("authorization"))).toEqual([
      "Bearer ya29.first",
      "Bearer ya29.second",
    ]);
  });
});
