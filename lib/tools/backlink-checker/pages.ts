// The list of pages as typed, apart from the request schema, so the browser's form needs no zod.
export const MAX_PAGES = 50;

/** One URL per line; blank lines and repeats dropped, order kept. */
export function splitPages(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return [...new Set(lines)];
}
