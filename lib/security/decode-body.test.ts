import { describe, expect, it } from "vitest";
import { decodeBody, detectCharset } from "./decode-body";

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

describe("decodeBody", () => {
  it("uses the charset of the Content-Type header first", () => {
    expect(decodeBody(latin1("Zürich"), "text/html; charset=ISO-8859-1")).toBe("Zürich");
    expect(detectCharset('text/html; charset="utf-8"', new Uint8Array())).toBe("utf-8");
  });

  it("falls back to a meta charset or http-equiv in the first 1,024 bytes of HTML", () => {
    expect(decodeBody(latin1('<meta charset="windows-1252"><p>Señor</p>'), "text/html")).toContain(
      "Señor",
    );
    const httpEquiv =
      '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><p>à</p>';
    expect(detectCharset(null, latin1(httpEquiv))).toBe("iso-8859-1");
    const late = `${" ".repeat(1100)}<meta charset="windows-1252">`;
    expect(detectCharset("text/html", latin1(late))).toBe("utf-8");
  });

  it("ignores unknown labels and defaults to utf-8", () => {
    expect(detectCharset("text/html; charset=klingon", new Uint8Array())).toBe("utf-8");
    expect(decodeBody(new TextEncoder().encode("naïve ✓"), null)).toBe("naïve ✓");
  });

  it("does not read meta tags of non-HTML bodies", () => {
    expect(detectCharset("application/json", latin1('{"x":"<meta charset=latin1>"}'))).toBe(
      "utf-8",
    );
  });
});
