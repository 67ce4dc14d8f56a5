import { brandTermsSchema } from "./schemas";

// The brand-terms editor's list logic: typed text becomes terms at each comma, checked by the same
// schema as the API, so the browser refuses what the server would.

/** "acme, acme shop," → ["acme", "acme shop"]: blanks between commas are dropped. */
export function splitTerms(text: string): string[] {
  return text
    .split(",")
    .map((term) => term.trim())
    .filter((term) => term.length > 0);
}

export type TermsResult = { ok: true; terms: string[] } | { ok: false; message: string };

/** The list with the typed terms added at its end, or why it cannot take them. */
export function withTypedTerms(current: readonly string[], text: string): TermsResult {
  const parsed = brandTermsSchema.safeParse([...current, ...splitTerms(text)]);
  if (parsed.success) return { ok: true, terms: parsed.data };
  return {
    ok: false,
    message: parsed.error.issues[0]?.message ?? "These brand terms are invalid.",
  };
}

/** Typing a comma ends a term: the text before the last comma is ready to add, the rest stays typed. */
export function completedPart(text: string): { completed: string; rest: string } {
  const comma = text.lastIndexOf(",");
  if (comma === -1) return { completed: "", rest: text };
  return { completed: text.slice(0, comma), rest: text.slice(comma + 1).trimStart() };
}

export const sameTerms = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((term, index) => term === b[index]);
