import { describe, expect, it } from "vitest";
import { requestProblems } from "./request-checks";
import { robotsTxtInputSchema } from "./schema";

const long = "x".repeat(2050);

describe("requestProblems", () => {
  it("agrees with the route's schema on the first message of each field", () => {
    const cases = [
      { url: "example.com", userAgent: "Googlebot", urls: ["/a/", "https://example.com/b"] },
      { robotsTxt: "User-agent: *", userAgent: "DuckDuckBot", urls: [] },
      { url: "", robotsTxt: undefined, urls: [] },
      { url: "not a url", urls: ["page.html"] },
      { url: `example.com/${long}`, userAgent: "bad agent!", urls: [`/${long}`] },
      { robotsTxt: "x".repeat(500 * 1024 + 1), userAgent: "G".repeat(101) },
      { url: "example.com", urls: Array.from({ length: 101 }, (_, i) => `/p${i}`) },
      { url: "example.com", userAgent: "  ", urls: [" ", "/ok"] },
    ];
    for (const request of cases) {
      const parsed = robotsTxtInputSchema.safeParse(request);
      const expected: Record<string, string> = {};
      for (const issue of parsed.success ? [] : parsed.error.issues)
        expected[String(issue.path[0])] ??= issue.message;
      expect(requestProblems(request), JSON.stringify(request).slice(0, 60)).toEqual(expected);
    }
  });
});
