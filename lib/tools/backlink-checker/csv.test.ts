import { describe, expect, it } from "vitest";
import { failedPage } from "./analyze";
import { resultsToCsv } from "./csv";
import type { PageResult } from "./types";

const linked: PageResult = {
  page: "https://blog.test/post/",
  finalUrl: "https://blog.test/post/",
  httpStatus: 200,
  verdict: "qualified",
  link: {
    href: "https://example.com/",
    anchor: 'The "best", really',
    kind: "text",
    rel: ["nofollow", "ugc"],
  },
  linkCount: 2,
  indexable: false,
  indexIssues: ["noindex in the robots meta tag", "robots.txt blocks Googlebot from this page"],
  error: null,
};

describe("resultsToCsv", () => {
  it("writes a header and one quoted row per result", () => {
    const csv = resultsToCsv([
      linked,
      failedPage("https://gone.test/", "The page answered HTTP 404.", { httpStatus: 404 }),
    ]);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      "Page,Final URL,HTTP status,Link,Link URL,Anchor text,Link type,rel,Links found,Indexable,Index issues,Error",
    );
    expect(lines[1]).toBe(
      'https://blog.test/post/,https://blog.test/post/,200,"Linked (nofollow, ugc)",https://example.com/,"The ""best"", really",text,nofollow ugc,2,Not indexable,noindex in the robots meta tag; robots.txt blocks Googlebot from this page,',
    );
    expect(lines[2]).toBe(
      "https://gone.test/,,404,Error,,,,,0,Unknown,,The page answered HTTP 404.",
    );
  });

  it("defuses cells that a spreadsheet would evaluate", () => {
    const row = { ...linked, link: { ...linked.link!, anchor: "=HYPERLINK(1)" } };
    expect(resultsToCsv([row])).toContain(",'=HYPERLINK(1),");
  });
});
