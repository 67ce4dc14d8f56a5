import { describe, expect, it } from "vitest";
import * as z from "@/lib/zod-mini";
import { hasControlCharacters, multiLineText, singleLineText } from "./zod-text";

describe("hasControlCharacters", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["a C0 control", "a\u0007b"],
    ["escape", "\u001b[2J"],
    ["DEL", "a\u007fb"],
    ["a C1 control", "a\u0085b"],
    ["a lone high surrogate", "a\ud800"],
    ["a lone low surrogate", "\udc00a"],
  ])("finds %s", (_label, text) => {
    expect(hasControlCharacters(text)).toBe(true);
    expect(hasControlCharacters(text, { allowLineBreaks: true })).toBe(true);
  });

  it("lets text through, emoji and accents included", () => {
    expect(hasControlCharacters("Café Ünïcode 🌱 — “quoted”")).toBe(false);
  });

  it("allows tabs and line breaks only in multi-line text", () => {
    expect(hasControlCharacters("one\r\n\ttwo")).toBe(true);
    expect(hasControlCharacters("one\r\n\ttwo", { allowLineBreaks: true })).toBe(false);
  });
});

describe("singleLineText and multiLineText", () => {
  it("reject with their message", () => {
    const name = z.string().check(singleLineText("No controls in names."));
    const result = z.safeParse(name, "a\u0000");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("No controls in names.");
    expect(z.safeParse(z.string().check(multiLineText()), "line\nline").success).toBe(true);
    expect(z.safeParse(z.string().check(multiLineText()), "line\u0000").success).toBe(false);
  });
});
