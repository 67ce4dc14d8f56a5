import { classifyKey, escapePattern, parseGoogleLine, splitKeyValue } from "./google-parse";

describe("splitKeyValue", () => {
  it("splits at the colon, after cutting the comment", () => {
    expect(splitKeyValue("  Disallow :  /a/b  # old")).toEqual({
      key: "Disallow",
      value: "/a/b",
      noColon: false,
    });
    expect(splitKeyValue("# only a comment")).toBeNull();
  });

  it("accepts whitespace instead of a colon when there are exactly two words", () => {
    expect(splitKeyValue("disallow /x")).toEqual({ key: "disallow", value: "/x", noColon: true });
    expect(splitKeyValue("disallow /x /y")).toBeNull();
    expect(splitKeyValue("disallow")).toBeNull();
  });
});

describe("classifyKey", () => {
  it("reads names case-insensitively, by prefix, with Google's list of misspellings", () => {
    expect(classifyKey("USER-AGENT")).toEqual({ key: "user-agent", typo: false });
    expect(classifyKey("useragent")).toEqual({ key: "user-agent", typo: true });
    expect(classifyKey("Disalow")).toEqual({ key: "disallow", typo: true });
    expect(classifyKey("Site-map")).toEqual({ key: "sitemap", typo: true });
    expect(classifyKey("Disallowed")).toEqual({ key: "disallow", typo: false });
    expect(classifyKey("Crawl-delay")).toEqual({ key: "unknown", typo: false });
  });
});

describe("escapePattern (MaybeEscapePattern)", () => {
  it.each([
    ["http://www.example.com", "http://www.example.com"],
    ["/a/b/c", "/a/b/c"],
    ["/\xe1", "/%E1"],
    ["/%aa", "/%AA"],
    ["/%zz", "/%zz"],
    ["/\xe3\x83\x84", "/%E3%83%84"],
  ])("%s → %s", (input, output) => {
    expect(escapePattern(input)).toBe(output);
  });
});

describe("parseGoogleLine", () => {
  it("escapes rule values but keeps user-agent and sitemap values", () => {
    expect(parseGoogleLine({ number: 3, bytes: "Allow: /caf\xc3\xa9" })).toMatchObject({
      line: 3,
      key: "allow",
      value: "/caf%C3%A9",
    });
    expect(
      parseGoogleLine({ number: 4, bytes: "Sitemap: https://e.com/s\xc3\xa9.xml" })?.value,
    ).toBe("https://e.com/s\xc3\xa9.xml");
  });

  it("cuts lines at 16,663 bytes", () => {
    const record = parseGoogleLine({ number: 1, bytes: `Disallow: /${"a".repeat(20_000)}` });
    expect(record?.tooLong).toBe(true);
    expect(record?.value).toHaveLength(16_663 - "Disallow: ".length);
  });
});
