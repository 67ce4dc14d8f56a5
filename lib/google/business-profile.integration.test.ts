import { shiftDay } from "@/lib/dates/compare";
import { businessProfile } from "./business-profile";
import {
  finalRange,
  startEmulatorSession,
  type EmulatorSession,
} from "@/tests/support/google-emulator-session";

// Business Profile over real HTTP against the emulator: the same client code as against Google.
let session: EmulatorSession;
beforeAll(async () => {
  session = await startEmulatorSession();
});
afterAll(() => session.close());
afterEach(() => session.reset());

const { startDate, endDate } = finalRange();

describe("Business Profile against the emulator", () => {
  it("lists accounts and locations and reads daily metrics for every day", async () => {
    const gbp = businessProfile(session.ctx);
    const accounts = await gbp.listAccounts();
    expect(accounts.map((a) => a.name)).toEqual([
      "accounts/117858612941251865959",
      "accounts/109979906093928163316",
    ]);
    const locations = await gbp.listLocations("accounts/109979906093928163316");
    expect(locations.map((l) => l.locationId)).toEqual([
      "4527103946251903846",
      "4527103946251903847",
      "4527103946251903848",
    ]);
    expect(locations[2]).not.toHaveProperty("storefrontAddress");

    const series = await gbp.fetchDailyMetrics(
      "4527103946251903846",
      ["BUSINESS_IMPRESSIONS_MOBILE_SEARCH", "CALL_CLICKS"],
      { startDate, endDate },
    );
    expect(series.map((s) => s.metric)).toEqual([
      "BUSINESS_IMPRESSIONS_MOBILE_SEARCH",
      "CALL_CLICKS",
    ]);
    for (const { values } of series) {
      expect(values).toHaveLength(28);
      expect(values[0]?.date).toBe(startDate);
      expect(values.at(-1)?.date).toBe(endDate);
    }
    expect(series[0]!.values.some((v) => v.value > 0)).toBe(true);

    const month = endDate.slice(0, 7);
    const keywords = await gbp.monthlySearchKeywords("4527103946251903846", {
      startMonth: shiftDay(`${month}-01`, -62).slice(0, 7),
      endMonth: month,
    });
    expect(keywords.length).toBeGreaterThan(0);
    expect(keywords.every((k) => (k.value ?? k.threshold) !== undefined)).toBe(true);
  });
});
