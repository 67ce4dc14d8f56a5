import {
  outcomeForStatus,
  outcomeForTooManyRedirects,
  outcomeForUnreachable,
} from "./fetch-status";

describe("what the robots.txt answer means", () => {
  it.each([
    [200, "parsed"],
    [204, "parsed"],
    [404, "allow-all"],
    [410, "allow-all"],
    [401, "allow-all"],
    [403, "allow-all"],
    [429, "disallow-all"],
    [500, "disallow-all"],
    [503, "disallow-all"],
    [304, "allow-all"],
  ])("HTTP %i → %s", (status, kind) => {
    expect(outcomeForStatus(status).kind).toBe(kind);
  });

  it("explains that 401 and 403 do not block crawling", () => {
    expect(outcomeForStatus(403).detail).toMatch(/401 and 403/);
  });

  it("treats too many redirects as missing and an unreachable host as a full disallow", () => {
    expect(outcomeForTooManyRedirects().kind).toBe("allow-all");
    const unreachable = outcomeForUnreachable("example.com did not answer within 10 seconds.");
    expect(unreachable.kind).toBe("disallow-all");
    expect(unreachable.detail).toMatch(/^example.com did not answer/);
  });
});
