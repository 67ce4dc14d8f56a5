import { MAX_LINE_BYTES, asciiTrim, binaryToText, splitLines, textToBinary } from "./lines";

const texts = (body: string) => splitLines(body).lines.map((l) => binaryToText(l.bytes));

describe("splitLines", () => {
  it("ends lines at LF, CR and CRLF, counting a CRLF pair once", () => {
    expect(texts("a\nb\rc\r\nd")).toEqual(["a", "b", "c", "d"]);
    expect(texts("a\r\n\r\nb")).toEqual(["a", "", "b"]);
    expect(texts("a\r\r\nb")).toEqual(["a", "", "b"]);
    expect(splitLines("a\r\nb\n").lines.map((l) => l.number)).toEqual([1, 2, 3]);
  });

  it("skips a UTF-8 byte order mark and says so", () => {
    const result = splitLines("\uFEFFUser-agent: *\nDisallow: /");
    expect(result.bom).toBe(true);
    expect(binaryToText(result.lines[0]!.bytes)).toBe("User-agent: *");
    expect(splitLines("User-agent: *").bom).toBe(false);
  });

  it("works on UTF-8 bytes", () => {
    const [line] = splitLines("Allow: /ツ").lines;
    expect(line!.bytes).toBe("Allow: /\xe3\x83\x84");
    expect(binaryToText(line!.bytes)).toBe("Allow: /ツ");
    expect(textToBinary("plain")).toBe("plain");
  });

  it("keeps the whole long line; the parser cuts it at 16,663 bytes", () => {
    expect(MAX_LINE_BYTES).toBe(16_663);
    expect(splitLines(`Disallow: /${"a".repeat(20_000)}`).lines[0]!.bytes).toHaveLength(20_011);
  });

  it("trims ASCII whitespace only, never byte 0xA0 of a UTF-8 character", () => {
    expect(asciiTrim(" \t/a\xc3\xa0 \v")).toBe("/a\xc3\xa0");
  });
});
