import { extractPage, type ExtractedPage } from "./extract";
import { languageFromTag, type LanguageCode } from "./languages";
import { PHRASE_SIZES, phraseTable, type PhraseTable } from "./ngrams";
import { prominence, type Prominence } from "./prominence";
import { detectLanguage, stopWordsFor } from "./stop-words";
import { tokenizeBlocks } from "./tokenize";

export type AnalyseOptions = {
  /** The user's choice; absent = take it from html lang, else guess from the words. */
  language?: LanguageCode;
  includeStopWords?: boolean;
  /** The phrase whose prominence is reported. */
  phrase?: string;
  /** The page's address, for the phrase-in-URL check. */
  url?: string;
  /** Rows kept per phrase size. */
  limit?: number;
};

export type LanguageSource = "chosen" | "html" | "detected" | "unknown";

export type KeywordDensityResult = {
  title: string | null;
  language: { code: LanguageCode | null; source: LanguageSource };
  totalWords: number;
  distinctWords: number;
  sentences: number;
  includeStopWords: boolean;
  tables: PhraseTable[];
  prominence: Prominence | null;
};

export const DEFAULT_ROW_LIMIT = 1000;
const LOCALE_CASING = new Set(["tr", "lt"]);
const LOOKS_LIKE_HTML =
  /<(?:!doctype|html|head|body|p|div|h[1-6]|span|a|ul|li|article|section|br)[\s/>]/i;

function analyse(
  blocks: string[],
  page: ExtractedPage | undefined,
  options: AnalyseOptions,
): KeywordDensityResult {
  const declared = languageFromTag(page?.lang);
  let locale = options.language ?? page?.lang ?? declared ?? "en";
  let sentences = tokenizeBlocks(blocks, locale);
  let language: KeywordDensityResult["language"];
  if (options.language) language = { code: options.language, source: "chosen" };
  else if (declared) language = { code: declared, source: "html" };
  else {
    const detected = detectLanguage(sentences.flat());
    language = detected
      ? { code: detected, source: "detected" }
      : { code: null, source: "unknown" };
    // Turkish and Lithuanian lower-case some letters differently from English.
    if (detected && LOCALE_CASING.has(detected)) {
      locale = detected;
      sentences = tokenizeBlocks(blocks, locale);
    }
  }
  const words = sentences.flat();
  const includeStopWords = options.includeStopWords ?? false;
  const stopWords = !includeStopWords && language.code ? stopWordsFor(language.code) : undefined;
  const totalWords = words.length;
  const limit = options.limit ?? DEFAULT_ROW_LIMIT;
  return {
    title: page?.title || null,
    language,
    totalWords,
    distinctWords: new Set(words).size,
    sentences: sentences.length,
    includeStopWords,
    tables: PHRASE_SIZES.map((size) =>
      phraseTable(sentences, size, { totalWords, stopWords, limit }),
    ),
    prominence: options.phrase
      ? prominence(options.phrase, { sentences, totalWords, locale, page, url: options.url })
      : null,
  };
}

/** Word and phrase frequency of an HTML document's visible text. */
export function analyseHtml(html: string, options: AnalyseOptions = {}): KeywordDensityResult {
  const page = extractPage(html);
  return analyse(page.blocks, page, options);
}

/** Pasted input: HTML when it carries markup, otherwise plain text with one block per line. */
export function analyseText(text: string, options: AnalyseOptions = {}): KeywordDensityResult {
  if (LOOKS_LIKE_HTML.test(text)) return analyseHtml(text, options);
  return analyse(text.split(/\r?\n/), undefined, options);
}
