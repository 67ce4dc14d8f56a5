// Author names as pages write them, made comparable: "By Jane  Doe" and "jane doe" are one person.

export type NameOrUrl = { name: string; url?: never } | { name?: never; url: string };

const PREFIX =
  /^(?:(?:written|posted|published|reviewed|edited|words|story)\s+)?by\b\s*:?\s*|^authors?\s*:\s*/i;
// What follows a name in a byline: a date, a role, a reading time.
const TAIL = /\s*(?:[|•·]|\s[—–-]\s|\s(?:on|updated|published|posted|last updated)(?:\s|$)).*$/i;
const EMAIL = /<?\b[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+\b>?/g;
const URL_LIKE = /^(?:https?:)?\/\/|^www\./i;
const EDGE_PUNCTUATION = /^[\s,;:|()[\]"'“”‘’–—-]+|[\s,;:|()[\]"'“”‘’–—-]+$/g;
// Placeholders CMSs write where no one signed the page.
const PLACEHOLDERS = new Set(["admin", "administrator", "author", "by", "unknown", "none", "n/a"]);
const MAX_NAME = 80;

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** A display name from text, a URL when the text is one, or null when it names no one. */
export function readName(raw: string): NameOrUrl | null {
  const text = collapse(raw);
  if (URL_LIKE.test(text) && !text.includes(" ")) return { url: text };
  let name = text.replace(PREFIX, "").replace(TAIL, "").replace(EMAIL, " ");
  name = collapse(name).replace(EDGE_PUNCTUATION, "");
  if (name.length === 0 || name.length > MAX_NAME || !/\p{L}/u.test(name)) return null;
  if (PLACEHOLDERS.has(name.toLowerCase())) return null;
  return { name };
}

// Last path segments that are the folder of profiles, not a person.
const GENERIC_SEGMENTS = new Set([
  "author",
  "authors",
  "profile",
  "people",
  "team",
  "user",
  "users",
]);

/** "https://example.com/authors/jane-doe/" → "Jane Doe"; null when the URL names no one. */
export function nameFromUrl(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, "https://invalid.example/").pathname;
  } catch {
    return null;
  }
  let slug = path.split("/").filter(Boolean).at(-1) ?? "";
  try {
    slug = decodeURIComponent(slug);
  } catch {
    // Keep the slug as it is written.
  }
  slug = slug.replace(/\.(?:s?html?|php|aspx?|jsp)$/i, "");
  if (GENERIC_SEGMENTS.has(slug.toLowerCase())) return null;
  const words = slug.split(/[-_+.\s]+/).filter((word) => word !== "" && !/^\d+$/.test(word));
  if (words.length === 0 || words.length > 6) return null;
  return words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(" ");
}

/** A stable id for a name: case, accents, spacing and punctuation folded ("José  Díaz" → "jose-diaz"). */
export function authorIdOf(name: string): string {
  const id = name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return id === "" ? "unknown" : id;
}

/** Names split from a byline that lists several: "A, B and C", "A & B". */
export function splitByline(text: string): string[] {
  const core = collapse(text).replace(PREFIX, "").replace(TAIL, "");
  if (!/\s(?:and|&)\s/i.test(core)) return [core];
  return core.split(/\s*,\s*|\s+(?:and|&)\s+/i).filter((part) => part.trim() !== "");
}
