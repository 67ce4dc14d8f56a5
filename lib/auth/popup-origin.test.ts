import { describe, expect, it } from "vitest";
import { isAllowedOrigin } from "./popup-origin";

const self = "https://rankwell.app";
const previews = ["https://*.vercel.app", "http://localhost:3000"];

describe("isAllowedOrigin", () => {
  it.each([
    ["our own origin", "https://rankwell.app"],
    ["a preview deployment", "https://rankwell-git-main-team.vercel.app"],
    ["a short preview name", "https://x.vercel.app"],
    ["an exact extra origin", "http://localhost:3000"],
  ])("accepts %s", (_label, origin) => {
    expect(isAllowedOrigin(origin, self, previews)).toBe(true);
  });

  it.each([
    ["a look-alike with the suffix in the query", "https://evil.com?x=.vercel.app"],
    ["a look-alike with the suffix in the path", "https://evil.com/.vercel.app"],
    ["a look-alike with the suffix as a subdomain", "https://vercel.app.evil.com"],
    ["a host that only ends with the letters", "https://evilvercel.app"],
    ["the bare suffix", "https://vercel.app"],
    ["two labels under the wildcard", "https://a.b.vercel.app"],
    ["credentials before the host", "https://rankwell.app@evil.com"],
    ["the wrong scheme", "http://preview.vercel.app"],
    ["a port the pattern does not name", "https://preview.vercel.app:8443"],
    ["our host on another port", "https://rankwell.app:444"],
    ["our host over http", "http://rankwell.app"],
    ["a sibling of our host", "https://evil.rankwell.app"],
    ["the opaque origin", "null"],
    ["an empty origin", ""],
    ["an origin with a trailing slash", "https://rankwell.app/"],
    ["an origin in upper case", "https://RANKWELL.app"],
    ["another localhost port", "http://localhost:3001"],
  ])("refuses %s", (_label, origin) => {
    expect(isAllowedOrigin(origin, self, previews)).toBe(false);
  });

  it("accepts only our own origin without preview patterns", () => {
    expect(isAllowedOrigin(self, self)).toBe(true);
    expect(isAllowedOrigin("https://preview.vercel.app", self)).toBe(false);
  });

  it.each([
    [
      "a wildcard with a port",
      ["https://*.preview.test:8443"],
      "https://pr-12.preview.test:8443",
      true,
    ],
    [
      "a wildcard with a port, other port",
      ["https://*.preview.test:8443"],
      "https://pr-12.preview.test",
      false,
    ],
    ["a pattern with spaces around it", ["  https://*.vercel.app "], "https://a.vercel.app", true],
    ["a pattern in upper case", ["HTTPS://*.VERCEL.APP"], "https://a.vercel.app", true],
    ["a bare star", ["*"], "https://evil.com", false],
    ["a star in the middle", ["https://app-*.vercel.app"], "https://app-1.vercel.app", false],
    ["a wildcard on a single label", ["https://*.app"], "https://evil.app", false],
    ["a pattern without a scheme", ["*.vercel.app"], "https://a.vercel.app", false],
  ])("reads %s", (_label, patterns, origin, allowed) => {
    expect(isAllowedOrigin(origin, self, patterns)).toBe(allowed);
  });
});
