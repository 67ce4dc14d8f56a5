import { describe, expect, it } from "vitest";
import { readShareQuery, shareQuery } from "./share";

describe("share query", () => {
  it("round-trips a URL analysis", () => {
    const analysis = {
      url: "example.com/a b",
      phrase: "trail shoes",
      language: "de" as const,
      includeStopWords: true,
    };
    const query = shareQuery(analysis);
    expect(query).toBe("?url=example.com%2Fa+b&phrase=trail+shoes&lang=de&stop=1");
    expect(readShareQuery(query)).toEqual(analysis);
  });

  it("leaves defaults out and ignores unknown languages", () => {
    expect(
      shareQuery({
        url: "https://example.com/",
        phrase: " ",
        language: "auto",
        includeStopWords: false,
      }),
    ).toBe("?url=https%3A%2F%2Fexample.com%2F");
    expect(readShareQuery("?url=example.com&lang=xx")).toEqual({
      url: "example.com",
      phrase: "",
      language: "auto",
      includeStopWords: false,
    });
    expect(readShareQuery("?phrase=x")).toBeNull();
  });
});
