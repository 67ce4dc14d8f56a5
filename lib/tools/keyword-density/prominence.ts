import { density } from "./ngrams";
import { tokenizeBlock, tokenizeText } from "./tokenize";

/** Where a target phrase can sit on a page; null where the input has no such place (plain text). */
export type ProminencePlaces = {
  title: number | null;
  metaDescription: number | null;
  h1: number | null;
  h2: number | null;
  first100Words: number;
  url: number | null;
  imageAlt: number | null;
};

export type Prominence = {
  phrase: string;
  words: number;
  /** Occurrences in the visible text, and their density in percent. */
  count: number;
  density: number;
  places: ProminencePlaces;
};

export type ProminenceInput = {
  sentences: string[][];
  totalWords: number;
  locale: string;
  /** Present when the input was HTML. */
  page?: {
    title: string;
    metaDescription: string;
    h1: string[];
    h2: string[];
    imageAlts: string[];
  };
  url?: string;
};

const FIRST_WORDS = 100;

/** Occurrences of `phrase` (a word sequence) inside the sentences; a match never spans two sentences. */
export function countOccurrences(sentences: string[][], phrase: string[]): number {
  if (phrase.length === 0) return 0;
  let count = 0;
  for (const words of sentences) {
    outer: for (let i = 0; i + phrase.length <= words.length; i++) {
      for (let j = 0; j < phrase.length; j++) if (words[i + j] !== phrase[j]) continue outer;
      count++;
    }
  }
  return count;
}

function firstWords(sentences: string[][], limit: number): string[][] {
  const out: string[][] = [];
  let left = limit;
  for (const words of sentences) {
    if (left <= 0) break;
    out.push(words.slice(0, left));
    left -= words.length;
  }
  return out;
}

// Slugs separate words with hyphens, so both sides are compared as plain letter/number runs.
function splitCompounds(words: string[]): string[] {
  return words.flatMap((word) => word.split(/[-']/)).filter(Boolean);
}

function countInUrl(url: string, phrase: string[], locale: string): number {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url).pathname);
  } catch {
    return 0;
  }
  const slug = splitCompounds(tokenizeText(path.replace(/[/_.+~-]+/g, " "), locale));
  return countOccurrences([slug], splitCompounds(phrase));
}

function countInTexts(texts: string[], phrase: string[], locale: string): number {
  return texts.reduce(
    (sum, text) => sum + countOccurrences(tokenizeBlock(text, locale), phrase),
    0,
  );
}

/** How often a target phrase appears, and in which of the places search engines weigh. */
export function prominence(target: string, input: ProminenceInput): Prominence | null {
  const phrase = tokenizeText(target, input.locale);
  if (phrase.length === 0) return null;
  const { page, locale } = input;
  const count = countOccurrences(input.sentences, phrase);
  return {
    phrase: phrase.join(" "),
    words: phrase.length,
    count,
    density: density(count, phrase.length, input.totalWords),
    places: {
      title: page ? countInTexts([page.title], phrase, locale) : null,
      metaDescription: page ? countInTexts([page.metaDescription], phrase, locale) : null,
      h1: page ? countInTexts(page.h1, phrase, locale) : null,
      h2: page ? countInTexts(page.h2, phrase, locale) : null,
      first100Words: countOccurrences(firstWords(input.sentences, FIRST_WORDS), phrase),
      url: input.url ? countInUrl(input.url, phrase, locale) : null,
      imageAlt: page ? countInTexts(page.imageAlts, phrase, locale) : null,
    },
  };
}
