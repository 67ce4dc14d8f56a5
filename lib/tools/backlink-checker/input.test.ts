import { describe, expect, it } from "vitest";
import { backlinkRequestSchema, MAX_PAGES, splitPages } from "./input";
import { takeLines } from "./ndjson";
import { readShareQuery, shareQuery } from "./share";

describe("splitPages", () => {
  it("drops blank lines and repeats, keeping order", () => {
    expect(splitPages(" a.test/1 \r\n\n b.test/2\na.test/1\n")).toEqual(["a.test/1", "b.test/2"]);
  });
});

describe("backlinkRequestSchema", () => {
  it("accepts 1 to 50 pages", () => {
    expect(backlinkRequestSchema.safeParse({ url: "example.com", pages: ["a.test"] }).success).toBe(
      true,
    );
    expect(backlinkRequestSchema.safeParse({ url: "example.com", pages: [] }).success).toBe(false);
    const tooMany = Array.from({ length: MAX_PAGES + 1 }, (_, i) => `a.test/${i}`);
    expect(
      backlinkRequestSchema.safeParse({ url: "example.com", pages: tooMany }).error?.issues[0]
        ?.message,
    ).toBe("Check at most 50 pages at a time.");
    expect(backlinkRequestSchema.safeParse({ url: " ", pages: ["a.test"] }).success).toBe(false);
  });
});

describe("share query", () => {
  it("round-trips a check compactly", () => {
    const query = shareQuery("https://example.com/", [
      "https://a.test/x/",
      "http://b.test/?q=1&r=2",
    ]);
    expect(query).toBe(
      "?url=example.com%2F&pages=a.test%2Fx%2F+http%3A%2F%2Fb.test%2F%3Fq%3D1%26r%3D2",
    );
    expect(readShareQuery(query)).toEqual({
      site: "example.com/",
      pages: ["a.test/x/", "http://b.test/?q=1&r=2"],
    });
    expect(readShareQuery("?pages=a.test")).toBeNull();
  });
});

describe("takeLines", () => {
  it("returns complete lines and keeps the unfinished rest", () => {
    expect(takeLines('{"a":1}\n{"b":2}\n{"c"')).toEqual({
      lines: ['{"a":1}', '{"b":2}'],
      rest: '{"c"',
    });
    expect(takeLines("")).toEqual({ lines: [], rest: "" });
  });
});
