import { describe, expect, it } from "vitest";
import { languageFromTag } from "./languages";
import { detectLanguage, stopWordsFor } from "./stop-words";
import { tokenizeText } from "./tokenize";

describe("languageFromTag", () => {
  it("maps html lang values to the stop-word lists", () => {
    expect(languageFromTag("en-GB")).toBe("en");
    expect(languageFromTag("pt_BR")).toBe("pt");
    expect(languageFromTag(" DE ")).toBe("de");
    expect(languageFromTag("iw")).toBe("he");
    expect(languageFromTag("no")).toBe("nb");
    expect(languageFromTag("x-klingon")).toBeUndefined();
    expect(languageFromTag("")).toBeUndefined();
    expect(languageFromTag(undefined)).toBeUndefined();
  });
});

describe("stopWordsFor", () => {
  it("loads the list of the language", () => {
    expect(stopWordsFor("en").has("the")).toBe(true);
    expect(stopWordsFor("de").has("und")).toBe(true);
    expect(stopWordsFor("ru").has("и")).toBe(true);
  });
});

describe("detectLanguage", () => {
  const cases: [string, string][] = [
    [
      "en",
      "The quick brown fox jumps over the lazy dog and then it runs to the forest where it is safe from the hunters",
    ],
    [
      "de",
      "Der schnelle braune Fuchs springt über den faulen Hund und dann läuft er in den Wald, wo er sicher ist",
    ],
    [
      "fr",
      "Le renard brun rapide saute par-dessus le chien paresseux et puis il court dans la forêt où il est à l'abri",
    ],
    [
      "es",
      "La rápida zorra marrón salta sobre el perro perezoso y luego corre hacia el bosque donde está a salvo",
    ],
    [
      "ru",
      "Быстрая коричневая лиса прыгает через ленивую собаку и затем бежит в лес, где она в безопасности",
    ],
    ["ja", "日本語のテキストを分割します。東京タワーは高い。"],
    ["zh", "关键词密度是一个重要的指标。我们计算每个词。"],
  ];
  it.each(cases)("recognises %s", (language, text) => {
    expect(detectLanguage(tokenizeText(text, language))).toBe(language);
  });

  it("gives up on words that match no list", () => {
    expect(detectLanguage(["rankwell", "gsc", "ga4", "seo"])).toBeUndefined();
    expect(detectLanguage([])).toBeUndefined();
  });
});
