import * as stopword from "stopword";
import { LANGUAGE_CODES, STOPWORD_LISTS, type LanguageCode } from "./languages";

const cache = new Map<LanguageCode, ReadonlySet<string>>();

export function stopWordsFor(language: LanguageCode): ReadonlySet<string> {
  let set = cache.get(language);
  if (!set) {
    set = new Set(stopword[STOPWORD_LISTS[language]]);
    cache.set(language, set);
  }
  return set;
}

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;
const HANGUL = /\p{Script=Hangul}/u;
const THAI = /\p{Script=Thai}/u;
const SCRIPT_SHARE = 0.3;

function languageByScript(sample: string[]): LanguageCode | undefined {
  let kana = 0,
    han = 0,
    hangul = 0,
    thai = 0;
  for (const word of sample) {
    if (KANA.test(word)) kana++;
    else if (HAN.test(word)) han++;
    else if (HANGUL.test(word)) hangul++;
    else if (THAI.test(word)) thai++;
  }
  const min = sample.length * SCRIPT_SHARE;
  // Japanese mixes kanji with kana particles; Chinese has no kana at all.
  if (kana + han >= min) return kana >= (kana + han) * 0.1 ? "ja" : "zh";
  if (hangul >= min) return "ko";
  if (thai >= min) return "th";
  return undefined;
}

const SAMPLE_SIZE = 2000;
const MIN_SHARE = 0.08;

/**
 * Guesses the language of text that declares none: a script that only one language writes decides;
 * otherwise the list whose stop words make up the largest share of the first words wins.
 */
export function detectLanguage(words: string[]): LanguageCode | undefined {
  const sample = words.slice(0, SAMPLE_SIZE);
  if (sample.length === 0) return undefined;
  const byScript = languageByScript(sample);
  if (byScript) return byScript;
  let best: { language: LanguageCode; hits: number } | undefined;
  for (const language of LANGUAGE_CODES) {
    const stops = stopWordsFor(language);
    let hits = 0;
    for (const word of sample) if (stops.has(word)) hits++;
    if (!best || hits > best.hits) best = { language, hits };
  }
  return best && best.hits / sample.length >= MIN_SHARE ? best.language : undefined;
}
