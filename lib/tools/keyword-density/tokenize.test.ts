import { describe, expect, it } from "vitest";
import { tokenizeBlocks, tokenizeText } from "./tokenize";

describe("tokenizeBlocks", () => {
  it("lower-cases words and keeps inner apostrophes, hyphens and number separators", () => {
    expect(
      tokenizeBlocks(["Rankwell’s state‑of‑the‑art tool doesn't guess 1,000 words in 3.5 s"]),
    ).toEqual([
      [
        "rankwell's",
        "state-of-the-art",
        "tool",
        "doesn't",
        "guess",
        "1,000",
        "words",
        "in",
        "3.5",
        "s",
      ],
    ]);
  });

  it("drops punctuation, edge apostrophes and edge hyphens", () => {
    expect(tokenizeText("-- 'quoted' -hyphen- e-mail (brackets) “smart” #tag")).toEqual([
      "quoted",
      "hyphen",
      "e-mail",
      "brackets",
      "smart",
      "tag",
    ]);
  });

  it("ends a sentence at terminal punctuation and at every block", () => {
    expect(tokenizeBlocks(["One two. Three four! Five; six", "Seven eight"])).toEqual([
      ["one", "two"],
      ["three", "four"],
      ["five"],
      ["six"],
      ["seven", "eight"],
    ]);
  });

  it("keeps accented Latin and Cyrillic words whole", () => {
    expect(tokenizeBlocks(["Café CRÈME naïve Straße"], "fr")).toEqual([
      ["café", "crème", "naïve", "straße"],
    ]);
    expect(tokenizeBlocks(["Привет, мир! Ключевые слова — это важно."], "ru")).toEqual([
      ["привет", "мир"],
      ["ключевые", "слова", "это", "важно"],
    ]);
  });

  it("composes decomposed accents so that both spellings count as one word", () => {
    expect(tokenizeText("cafe\u0301 café")).toEqual(["café", "café"]);
  });

  it("lower-cases with the page's locale", () => {
    expect(tokenizeText("DİYARBAKIR ILIK", "tr")).toEqual(["diyarbakır", "ılık"]);
  });

  it("splits Japanese and Chinese into dictionary words with Intl.Segmenter", () => {
    expect(tokenizeBlocks(["日本語のテキストを分割します。東京タワーは高い。"], "ja")).toEqual([
      ["日本語", "の", "テキスト", "を", "分割", "し", "ます"],
      ["東京タワー", "は", "高い"],
    ]);
    const chinese = tokenizeBlocks(["关键词密度是一个重要的指标。我们计算每个词。"], "zh");
    expect(chinese).toHaveLength(2);
    expect(chinese[0]).toContain("密度");
  });

  it("separates a Latin word from the Japanese text it touches", () => {
    expect(tokenizeText("iPhone用ケース", "ja")).toEqual(["iphone", "用", "ケース"]);
  });

  it("returns nothing for text without letters or numbers", () => {
    expect(tokenizeBlocks(["— … !!! ***", ""])).toEqual([]);
  });
});
