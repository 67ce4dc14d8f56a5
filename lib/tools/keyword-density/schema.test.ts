import { describe, expect, it } from "vitest";
import { keywordDensityInputSchema } from "./schema";

describe("keywordDensityInputSchema", () => {
  it("accepts a URL or text with default options", () => {
    expect(keywordDensityInputSchema.parse({ url: " example.com/page " })).toEqual({
      url: "example.com/page",
      language: "auto",
      includeStopWords: false,
    });
    expect(
      keywordDensityInputSchema.parse({
        text: "Hello",
        language: "de",
        includeStopWords: true,
        phrase: " hi ",
      }),
    ).toEqual({
      text: "Hello",
      language: "de",
      includeStopWords: true,
      phrase: "hi",
    });
  });

  it("explains what is wrong", () => {
    const issue = (input: unknown) =>
      keywordDensityInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(issue({})).toBe("Enter a page URL or paste some text.");
    expect(issue({ text: "   " })).toBe("Enter a page URL or paste some text.");
    expect(issue({ url: "ftp://example.com/" })).toMatch(/Only http:\/\/ and https:\/\//);
    expect(issue({ url: "https://example.com/", text: "x" })).toBe(
      "Send either a URL or text, not both.",
    );
    expect(issue({ url: "example.com", language: "xx" })).toBeDefined();
  });
});
