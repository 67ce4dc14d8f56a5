import { describe, expect, it } from "vitest";
import { countPhrases, density, phraseTable } from "./ngrams";

const sentences = [
  ["keyword", "density", "tool"],
  ["the", "keyword", "density", "of", "the", "page"],
  ["keyword", "density"],
];

describe("countPhrases", () => {
  it("counts runs of words inside sentences only", () => {
    const pairs = countPhrases(sentences, 2);
    expect(pairs.get("keyword density")).toBe(3);
    // "tool the" and "page keyword" would cross a sentence boundary.
    expect(pairs.has("tool the")).toBe(false);
    expect(pairs.has("page keyword")).toBe(false);
    expect(countPhrases(sentences, 3).get("keyword density tool")).toBe(1);
  });
});

describe("density", () => {
  it("is occurrences × words in the phrase ÷ total words, in percent", () => {
    expect(density(3, 2, 11)).toBe(54.55);
    expect(density(1, 1, 3)).toBe(33.33);
    expect(density(5, 1, 0)).toBe(0);
  });
});

describe("phraseTable", () => {
  it("sorts by count, then alphabetically, and computes density from all words", () => {
    const table = phraseTable(sentences, 1, { totalWords: 11, limit: 10 });
    expect(table.rows.slice(0, 3)).toEqual([
      { phrase: "density", count: 3, density: 27.27 },
      { phrase: "keyword", count: 3, density: 27.27 },
      { phrase: "the", count: 2, density: 18.18 },
    ]);
    expect(table.distinct).toBe(6);
  });

  it("leaves out phrases that start or end with a stop word, but keeps inner ones", () => {
    const stopWords = new Set(["the", "of"]);
    const ones = phraseTable(sentences, 1, { totalWords: 11, stopWords, limit: 10 });
    expect(ones.rows.map((r) => r.phrase)).not.toContain("the");
    const threes = phraseTable(sentences, 3, { totalWords: 11, stopWords, limit: 10 });
    expect(threes.rows.map((r) => r.phrase)).toEqual(["keyword density tool"]);
    const withInner = phraseTable([["density", "of", "keywords"]], 3, {
      totalWords: 3,
      stopWords,
      limit: 10,
    });
    expect(withInner.rows.map((r) => r.phrase)).toEqual(["density of keywords"]);
  });

  it("keeps the most frequent phrases up to the limit and reports how many there were", () => {
    const many = [Array.from({ length: 50 }, (_, i) => `w${i}`), ["w1", "w2", "w2"]];
    const table = phraseTable(many, 1, { totalWords: 53, limit: 3 });
    expect(table.distinct).toBe(50);
    expect(table.rows.map((r) => [r.phrase, r.count])).toEqual([
      ["w2", 3],
      ["w1", 2],
      ["w0", 1],
    ]);
  });
});
