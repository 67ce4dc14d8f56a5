import { describe, expect, it } from "vitest";
import { splitInlineCode } from "./inline-code";

describe("splitInlineCode", () => {
  it("returns plain text as one part", () => {
    expect(splitInlineCode("no code here")).toEqual([{ text: "no code here", code: false }]);
  });

  it("marks the text between backticks as code", () => {
    expect(splitInlineCode("use `a|b` then `c`.")).toEqual([
      { text: "use ", code: false },
      { text: "a|b", code: true },
      { text: " then ", code: false },
      { text: "c", code: true },
      { text: ".", code: false },
    ]);
  });

  it("handles code at the start and the end", () => {
    expect(splitInlineCode("`x` y `z`")).toEqual([
      { text: "x", code: true },
      { text: " y ", code: false },
      { text: "z", code: true },
    ]);
  });
});
