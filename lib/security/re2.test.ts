import { compileRe2, re2Problem, Re2SyntaxError } from "./re2";

describe("compileRe2", () => {
  it("runs the catastrophic backtracking patterns to the end", () => {
    // JavaScript's RegExp takes minutes on the first of these with only 30 characters, so a
    // backtracking engine would never finish 50,000 within the test's time.
    expect(compileRe2("(a+)+$").test(`${"a".repeat(50_000)}b`)).toBe(false);
    expect(compileRe2("(x+x+)+y").matches("x".repeat(50_000))).toBe(false);
    expect(compileRe2("^(a|aa)+$").matches(`${"a".repeat(50_000)}!`)).toBe(false);
  });

  it("matches partially with test and wholly with matches, in any case when asked", () => {
    const regex = compileRe2("grow-(tomatoes|garlic)", { caseInsensitive: true });
    expect(regex.test("/guides/how-to-GROW-tomatoes/")).toBe(true);
    expect(regex.matches("/guides/how-to-grow-tomatoes/")).toBe(false);
    expect(compileRe2("grow").test("GROW")).toBe(false);
  });

  it("refuses what RE2 refuses, naming the pattern and the reason", () => {
    expect(() => compileRe2("foo(?=bar)")).toThrow(Re2SyntaxError);
    expect(() => compileRe2("(a)\\1")).toThrow(/invalid escape sequence/);
    expect(re2Problem("(unclosed")).toBe(
      "Invalid regular expression '(unclosed': missing closing ): `(unclosed`.",
    );
    expect(re2Problem("(?P<slug>[a-z-]+)")).toBeNull();
  });
});
