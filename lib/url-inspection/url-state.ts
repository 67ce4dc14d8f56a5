import type { SearchParamsLike } from "@/lib/filters/filter-context";

// The view's own URL param beside the filter context's: ?url= the page shown (inspected or not).
// Checked with a plain predicate, not zod: the parser runs as the view renders.

const MAX_URL = 2048;

/** The http(s) page address in `?url=`, normalised, or null when absent or not one. */
export function parseInspectedUrl(search: SearchParamsLike): string | null {
  const raw = search.get("url")?.trim();
  if (!raw || raw.length > MAX_URL || !URL.canParse(raw)) return null;
  const url = new URL(raw);
  return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
}

/** `search` with `?url=` set to `url` (or removed). */
export function withInspectedUrl(search: URLSearchParams, url: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (url) next.set("url", url);
  else next.delete("url");
  return next;
}
