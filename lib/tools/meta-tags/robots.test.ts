import { describe, expect, it } from "vitest";
import { effectiveDirectives, parseDirectives, parseXRobotsTag } from "./robots-directives";
import { checkRobots } from "./robots";
import { ids, page } from "./test-pages";

describe("parseDirectives", () => {
  it("reads names, values and dates that contain commas", () => {
    expect(parseDirectives("NoIndex, max-snippet: 50 ,max-image-preview:large")).toEqual([
      { name: "noindex" },
      { name: "max-snippet", value: "50" },
      { name: "max-image-preview", value: "large" },
    ]);
    expect(parseDirectives("unavailable_after: Wed, 25 Jun 2025 15:00:00 GMT, noarchive")).toEqual([
      { name: "unavailable_after", value: "Wed, 25 Jun 2025 15:00:00 GMT" },
      { name: "noarchive" },
    ]);
  });
});

describe("parseXRobotsTag", () => {
  it("scopes directives to the crawler named before them", () => {
    expect(parseXRobotsTag("noarchive, googlebot: noindex, nofollow, bingbot: nosnippet")).toEqual([
      { source: "header", agent: "*", directives: [{ name: "noarchive" }], raw: "noarchive" },
      {
        source: "header",
        agent: "googlebot",
        directives: [{ name: "noindex" }, { name: "nofollow" }],
        raw: "googlebot: noindex, nofollow",
      },
      {
        source: "header",
        agent: "bingbot",
        directives: [{ name: "nosnippet" }],
        raw: "bingbot: nosnippet",
      },
    ]);
  });

  it("does not mistake valued directives for crawler names", () => {
    expect(parseXRobotsTag("max-snippet: 20")).toEqual([
      {
        source: "header",
        agent: "*",
        directives: [{ name: "max-snippet", value: "20" }],
        raw: "max-snippet: 20",
      },
    ]);
  });
});

describe("effectiveDirectives", () => {
  it("treats none as noindex and nofollow and notices contradictions", () => {
    const e = effectiveDirectives(parseDirectives("index, none"));
    expect(e).toMatchObject({ noindex: true, nofollow: true, conflicting: true });
  });

  it("keeps the smallest max-snippet", () => {
    expect(effectiveDirectives(parseDirectives("max-snippet:120, max-snippet:30")).maxSnippet).toBe(
      30,
    );
    expect(effectiveDirectives(parseDirectives("max-snippet:-1")).maxSnippet).toBeNull();
  });
});

describe("checkRobots", () => {
  it("passes a page without any robots rule", () => {
    const result = checkRobots(page("<title>x</title>"));
    expect(ids(result.findings)).toEqual(["pass:robots-indexable"]);
    expect(result.data.googleIndexable).toBe(true);
  });

  it("reports noindex from the X-Robots-Tag header as an error", () => {
    const result = checkRobots(page("", "", { headers: { "X-Robots-Tag": "noindex" } }));
    expect(ids(result.findings)).toContain("error:robots-noindex");
    expect(result.findings[0]?.message).toContain("X-Robots-Tag header");
    expect(result.data.googleIndexable).toBe(false);
  });

  it("applies googlebot meta tags to Google and other crawlers' tags only to them", () => {
    expect(ids(checkRobots(page('<meta name="googlebot" content="noindex">')).findings)).toContain(
      "error:robots-noindex",
    );
    const bing = checkRobots(page('<meta name="bingbot" content="noindex">'));
    expect(ids(bing.findings)).toEqual(["pass:robots-indexable", "info:robots-noindex-bingbot"]);
  });

  it("ignores meta tags that merely have “bot” in their name", () => {
    const result = checkRobots(
      page('<meta name="chatbot-widget" content="position: bottom-right">'),
    );
    expect(result.data.rules).toEqual([]);
  });

  it("explains snippet, image and archive limits", () => {
    const result = checkRobots(
      page(
        '<meta name="robots" content="nosnippet, max-image-preview:standard, noarchive, noimageindex, foo">',
      ),
    );
    expect(ids(result.findings)).toEqual([
      "warning:robots-nosnippet",
      "info:robots-image-preview",
      "info:robots-noimageindex",
      "info:robots-noarchive",
      "info:robots-unknown",
    ]);
  });

  it("flags a page-wide nofollow and a passed unavailable_after date", () => {
    const result = checkRobots(
      page('<meta name="robots" content="nofollow, unavailable_after: 2020-01-01">'),
    );
    expect(ids(result.findings)).toEqual([
      "warning:robots-nofollow",
      "error:robots-unavailable-after-past",
    ]);
  });
});
