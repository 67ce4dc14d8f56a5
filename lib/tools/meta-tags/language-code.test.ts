import { describe, expect, it } from "vitest";
import { hreflangProblem, langProblem } from "./language-code";

describe("hreflangProblem", () => {
  it.each(["en", "en-GB", "EN-us", "de-AT", "zh-Hant", "zh-Hant-TW", "x-default", "X-Default"])(
    "accepts %s",
    (code) => {
      expect(hreflangProblem(code)).toBeNull();
    },
  );

  it("explains the common mistakes", () => {
    expect(hreflangProblem("en-UK")).toMatch(/GB \(en-GB\)/);
    expect(hreflangProblem("en_US")).toMatch(/hyphen.*en-US/);
    expect(hreflangProblem("es-419")).toMatch(/two-letter country codes only/);
    expect(hreflangProblem("de-EU")).toMatch(/not a country/);
    expect(hreflangProblem("xx")).toMatch(/not a registered language tag/);
    expect(hreflangProblem("GB")).toMatch(/not a registered language tag/);
    expect(hreflangProblem("")).toBe("the value is empty");
  });
});

describe("langProblem", () => {
  it("accepts BCP 47 tags, including regions that hreflang refuses", () => {
    expect(langProblem("en")).toBeNull();
    expect(langProblem("es-419")).toBeNull();
    expect(langProblem("pt-BR")).toBeNull();
  });

  it("refuses malformed and deprecated tags", () => {
    expect(langProblem("english")).toMatch(/not a registered/);
    expect(langProblem("en_GB")).toMatch(/hyphen/);
    expect(langProblem("iw")).toMatch(/deprecated; use he/);
    expect(langProblem(" ")).toBe("the value is empty");
  });
});
