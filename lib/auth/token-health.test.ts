import { describe, expect, it } from "vitest";
import { getTokenHealth } from "./token-health";

const now = Date.parse("2025-03-01T12:00:00.000Z");
const inMinutes = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

describe("getTokenHealth", () => {
  it("reports a token with an hour left as healthy and not due", () => {
    expect(getTokenHealth({ expiresAt: inMinutes(60) }, now)).toEqual({
      expiresInMs: 3_600_000,
      expired: false,
      within5Minutes: false,
      within10Minutes: false,
      needsRefresh: false,
      needsReauth: false,
    });
  });

  it.each([
    [
      "11 minutes",
      11,
      { within5Minutes: false, within10Minutes: false, needsRefresh: false, expired: false },
    ],
    [
      "exactly 10 minutes",
      10,
      { within5Minutes: false, within10Minutes: true, needsRefresh: true, expired: false },
    ],
    [
      "7 minutes",
      7,
      { within5Minutes: false, within10Minutes: true, needsRefresh: true, expired: false },
    ],
    [
      "exactly 5 minutes",
      5,
      { within5Minutes: true, within10Minutes: true, needsRefresh: true, expired: false },
    ],
    [
      "1 minute",
      1,
      { within5Minutes: true, within10Minutes: true, needsRefresh: true, expired: false },
    ],
    [
      "0 minutes",
      0,
      { within5Minutes: true, within10Minutes: true, needsRefresh: true, expired: true },
    ],
    [
      "-30 minutes",
      -30,
      { within5Minutes: true, within10Minutes: true, needsRefresh: true, expired: true },
    ],
  ])("flags the windows with %s left", (_label, minutes, flags) => {
    const health = getTokenHealth({ expiresAt: inMinutes(minutes) }, now);
    expect(health).toMatchObject(flags);
    expect(health.expiresInMs).toBe(minutes * 60_000);
  });

  it("accepts a Date as now and an ISO timestamp with an offset", () => {
    const health = getTokenHealth({ expiresAt: "2025-03-01T13:30:00+01:00" }, new Date(now));
    expect(health.expiresInMs).toBe(30 * 60_000);
  });

  it("passes needsReauth through", () => {
    expect(getTokenHealth({ expiresAt: inMinutes(60), needsReauth: true }, now).needsReauth).toBe(
      true,
    );
  });

  it.each([null, undefined, "", "not a date"])("treats the expiry %j as expired", (expiresAt) => {
    expect(getTokenHealth({ expiresAt }, now)).toMatchObject({
      expiresInMs: 0,
      expired: true,
      needsRefresh: true,
    });
  });
});
