// Lighthouse's own English texts for audit titles and descriptions, from its locale file.
import locale from "lighthouse/shared/localization/locales/en-US.json";

const STRINGS = locale as unknown as Record<string, { message: string }>;

/** `core/{file}.js | {key}`, e.g. text("audits/seo/is-crawlable", "title"). */
export function text(file: string, key: string): string {
  const entry = STRINGS[`core/${file}.js | ${key}`];
  if (!entry) throw new Error(`Lighthouse has no text ${file} | ${key}.`);
  return entry.message;
}

const NBSP = "\u00a0";

/** Lighthouse's display of a duration: seconds to one decimal, or whole milliseconds by tens. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}${NBSP}s`;
export const milliseconds = (ms: number) => `${Math.round(ms / 10) * 10}${NBSP}ms`;
export const kibibytes = (bytes: number) => `${Math.round(bytes / 1024)}${NBSP}KiB`;
