import { describe, expect, it } from "vitest";
import { countOccurrences, prominence } from "./prominence";
import { tokenizeBlocks } from "./tokenize";

describe("countOccurrences", () => {
  it("counts a word sequence inside sentences, never across them", () => {
    const sentences = [["trail", "running", "trail", "running"], ["trail"], ["running"]];
    expect(countOccurrences(sentences, ["trail", "running"])).toBe(2);
    expect(countOccurrences(sentences, [])).toBe(0);
  });
});

describe("prominence", () => {
  const sentences = tokenizeBlocks([
    "Trail running shoes",
    "Good trail running shoes drain water.",
  ]);
  const page = {
    title: "Trail Running Shoes Guide",
    metaDescription: "How to choose trail-running shoes? Trail running shoes: grip.",
    h1: ["Trail running shoes"],
    h2: ["Sizes", "Why trail running shoes wear out"],
    imageAlts: ["Trail running shoes on rock", "A trail"],
  };

  it("counts the phrase in each place, with the same word rules as the body", () => {
    const result = prominence("  Trail RUNNING shoes ", {
      sentences,
      totalWords: 9,
      locale: "en",
      page,
      url: "https://example.com/guides/trail-running-shoes/",
    });
    expect(result).toEqual({
      phrase: "trail running shoes",
      words: 3,
      count: 2,
      density: 66.67,
      places: { title: 1, metaDescription: 1, h1: 1, h2: 1, first100Words: 2, url: 1, imageAlt: 1 },
    });
  });

  it("matches hyphenated and percent-encoded slugs", () => {
    const input = {
      sentences,
      totalWords: 9,
      locale: "en",
      url: "https://example.com/caf%C3%A9_cr%C3%A8me.html",
    };
    expect(prominence("café crème", input)?.places.url).toBe(1);
    expect(
      prominence("e-commerce", { ...input, url: "https://example.com/e-commerce/" })?.places.url,
    ).toBe(1);
  });

  it("reports places that plain text does not have as null", () => {
    const result = prominence("water", { sentences, totalWords: 9, locale: "en" });
    expect(result?.places).toEqual({
      title: null,
      metaDescription: null,
      h1: null,
      h2: null,
      first100Words: 1,
      url: null,
      imageAlt: null,
    });
  });

  it("only looks at the first 100 words for the opening", () => {
    const long = [Array.from({ length: 100 }, () => "filler"), ["late", "phrase"]];
    expect(
      prominence("late phrase", { sentences: long, totalWords: 102, locale: "en" })?.places
        .first100Words,
    ).toBe(0);
  });

  it("is null for a phrase without words", () => {
    expect(prominence(" … ", { sentences, totalWords: 9, locale: "en" })).toBeNull();
  });
});
