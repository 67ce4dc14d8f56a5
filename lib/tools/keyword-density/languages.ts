// The languages the stop-word lists cover, by the ISO 639-1 code an html lang attribute carries.
// The `stopword` package names its lists by ISO 639-3; it has no map of its own, so this one is kept
// by hand and limited to the lists that package ships.
export const STOPWORD_LISTS = {
  af: "afr",
  ar: "ara",
  bg: "bul",
  bn: "ben",
  br: "bre",
  ca: "cat",
  cs: "ces",
  da: "dan",
  de: "deu",
  el: "ell",
  en: "eng",
  eo: "epo",
  es: "spa",
  et: "est",
  eu: "eus",
  fa: "fas",
  fi: "fin",
  fr: "fra",
  ga: "gle",
  gl: "glg",
  gu: "guj",
  ha: "hau",
  he: "heb",
  hi: "hin",
  hr: "hrv",
  hu: "hun",
  hy: "hye",
  id: "ind",
  it: "ita",
  ja: "jpn",
  ko: "kor",
  ku: "kur",
  la: "lat",
  lg: "lgg",
  lt: "lit",
  lv: "lav",
  mr: "mar",
  ms: "msa",
  my: "mya",
  nb: "nob",
  nl: "nld",
  pa: "panGu",
  pl: "pol",
  pt: "por",
  ro: "ron",
  ru: "rus",
  sk: "slk",
  sl: "slv",
  so: "som",
  st: "sot",
  sv: "swe",
  sw: "swa",
  th: "tha",
  tl: "tgl",
  tr: "tur",
  uk: "ukr",
  ur: "urd",
  vi: "vie",
  yo: "yor",
  zh: "zho",
  zu: "zul",
} as const;

export type LanguageCode = keyof typeof STOPWORD_LISTS;

export const LANGUAGE_CODES = Object.keys(STOPWORD_LISTS) as LanguageCode[];

// Old and macro-language codes that browsers and CMSs still emit.
const ALIASES: Record<string, LanguageCode> = {
  iw: "he",
  in: "id",
  no: "nb",
  nn: "nb",
  fil: "tl",
  zsm: "ms",
};

export function isLanguageCode(value: string): value is LanguageCode {
  return Object.hasOwn(STOPWORD_LISTS, value);
}

/** "en-GB" → "en", "pt_BR" → "pt", "iw" → "he"; undefined when no stop-word list covers it. */
export function languageFromTag(tag: string | undefined | null): LanguageCode | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  if (!primary) return undefined;
  if (isLanguageCode(primary)) return primary;
  return ALIASES[primary];
}
