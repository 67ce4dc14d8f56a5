import { pageKey, siteRuleOf } from "@/lib/all-in-one/normalize-url";
import { parseAuthorCsv } from "./csv";

describe("parseAuthorCsv", () => {
  it("reads rows without a header, URL then author", () => {
    expect(parseAuthorCsv("https://example.com/a,Jane Doe\n/b,John Roe\n")).toEqual({
      rows: [
        { url: "https://example.com/a", author: "Jane Doe", line: 1 },
        { url: "/b", author: "John Roe", line: 2 },
      ],
      errors: [],
    });
  });

  it("finds the columns by their header, in any order, with a BOM, semicolons and quotes", () => {
    const csv = '\uFEFFAuthor;Page URL\n"Doe; Jane";https://example.com/a\n';
    expect(parseAuthorCsv(csv).rows).toEqual([
      { url: "https://example.com/a", author: "Doe; Jane", line: 2 },
    ]);
  });

  it("reports each unusable line with its number and reads the rest", () => {
    const csv = [
      "url,author",
      "https://example.com/a,Jane Doe",
      "not a url,Jane Doe",
      "https://example.com/b,",
      ",John Roe",
      "",
      "https://example.com/a,Someone Else",
      `https://example.com/c,${"x".repeat(201)}`,
      "https://example.com/d,  Ann   Lee ",
    ].join("\n");
    const { rows, errors } = parseAuthorCsv(csv);
    expect(rows).toEqual([
      { url: "https://example.com/a", author: "Jane Doe", line: 2 },
      { url: "https://example.com/d", author: "Ann Lee", line: 9 },
    ]);
    expect(errors).toEqual([
      { line: 3, message: "“not a url” is not a URL." },
      { line: 4, message: "No author for https://example.com/b." },
      { line: 5, message: "No URL." },
      { line: 7, message: "The same page as line 2; this line is left out." },
      { line: 8, message: "The author is longer than 200 characters." },
    ]);
  });

  it("reports a quote left open", () => {
    const { errors } = parseAuthorCsv('/a,Jane\n/b,"John Roe\n');
    expect(errors.length).toBeGreaterThan(0);
  });

  it("refuses a header without an author column", () => {
    expect(parseAuthorCsv("url,writer name\n/a,Jane")).toEqual({
      rows: [],
      errors: [{ line: 1, message: "The header needs a URL column and an author column." }],
    });
  });

  it("keys URLs by page when given a key function, so spellings of one page are duplicates", () => {
    const site = siteRuleOf("sc-domain:example.com");
    const { rows, errors } = parseAuthorCsv(
      "http://www.example.com/a/,Jane\nhttps://example.com/a?utm_source=x,John\nhttps://other.com/,Ann",
      { keyOf: (url) => pageKey(url, site) },
    );
    expect(rows).toEqual([{ url: "https://example.com/a", author: "Jane", line: 1 }]);
    expect(errors.map((e) => e.line)).toEqual([2, 3]);
    expect(errors[1]!.message).toMatch(/not a page of this property/);
  });

  it("reads nothing from an empty file", () => {
    expect(parseAuthorCsv("")).toEqual({ rows: [], errors: [] });
    expect(parseAuthorCsv("\n\n")).toEqual({ rows: [], errors: [] });
  });
});
