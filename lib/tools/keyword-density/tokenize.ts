// Scripts written without spaces between words: only these need a dictionary-based segmenter.
const DICTIONARY_SCRIPTS =
  "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30FC\\uFF70\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}";
const WORD_CHAR = `(?:(?![${DICTIONARY_SCRIPTS}])[\\p{L}\\p{M}\\p{N}])`;
// A word may hold inner apostrophes and hyphens (don't, state-of-the-art) and inner separators
// between digits (3.5, 1,000); an edge apostrophe or hyphen is punctuation.
const TOKEN = new RegExp(
  `([${DICTIONARY_SCRIPTS}]+)|(${WORD_CHAR}+(?:(?:['’\\u2010\\u2011-]|(?<=\\p{N})[.,](?=\\p{N}))${WORD_CHAR}+)*)`,
  "gu",
);
const SENTENCE_BREAK = /[\p{Sentence_Terminal};:|•\n]/u;
const HAS_LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;
const TYPOGRAPHIC_MARKS = /[’\u2010\u2011]/;
const TYPOGRAPHIC_MARKS_ALL = /[’\u2010\u2011]/g;
// Locale tags come from arbitrary pages: keep the caches small.
const CACHE_LIMIT = 32;

const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(locale: string): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: "word" });
    if (segmenters.size >= CACHE_LIMIT) segmenters.clear();
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

const canonical = new Map<string, string>();

function safeLocale(locale: string): string {
  let tag = canonical.get(locale);
  if (!tag) {
    try {
      tag = Intl.getCanonicalLocales(locale)[0] ?? "en";
    } catch {
      tag = "en";
    }
    if (canonical.size >= CACHE_LIMIT) canonical.clear();
    canonical.set(locale, tag);
  }
  return tag;
}

/**
 * Splits text into sentences of lower-cased words; each block (a paragraph, a heading, a table cell)
 * ends a sentence. Intl.Segmenter (granularity "word") handles scripts without spaces (Chinese,
 * Japanese, Thai…); spaced scripts go through an equivalent regular expression, because V8's
 * segmenter costs microseconds per word and a large page must be analysed in a fraction of a second.
 */
export function tokenizeBlocks(blocks: string[], locale = "en"): string[][] {
  const tag = safeLocale(locale);
  const segmenter = segmenterFor(tag);
  // One pass over all blocks joined by a newline, which the sentence-break test treats as a break.
  const text = blocks.join("\n").normalize("NFC").toLocaleLowerCase(tag);
  const sentences: string[][] = [];
  let current: string[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const gap = match.index - last;
    const plainSpace = gap === 1 && text[last] === " ";
    if (current.length > 0 && !plainSpace && SENTENCE_BREAK.test(text.slice(last, match.index))) {
      sentences.push(current);
      current = [];
    }
    last = match.index + match[0].length;
    if (match[1]) {
      for (const segment of segmenter.segment(match[1])) {
        if (segment.isWordLike && HAS_LETTER_OR_NUMBER.test(segment.segment))
          current.push(segment.segment);
      }
    } else {
      const word = match[0];
      current.push(
        TYPOGRAPHIC_MARKS.test(word)
          ? word.replaceAll(TYPOGRAPHIC_MARKS_ALL, (mark) => (mark === "’" ? "'" : "-"))
          : word,
      );
    }
  }
  if (current.length > 0) sentences.push(current);
  return sentences;
}

/** Sentences of one block of text. */
export function tokenizeBlock(text: string, locale = "en"): string[][] {
  return tokenizeBlocks([text], locale);
}

/** All words of a short text (a title, an alt text, a phrase) in order, ignoring sentence breaks. */
export function tokenizeText(text: string, locale = "en"): string[] {
  return tokenizeBlocks([text], locale).flat();
}
