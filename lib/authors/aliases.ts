import { authorIdOf } from "./names";

// Merged and renamed authors as an alias map: each id points to the one it became, and an
// author's pages are those of every id that resolves to it. Old ids stay valid, so pages crawled
// again under an old spelling still land on the right author.

export type AuthorAliases = ReadonlyMap<string, string>;
export type AuthorDirectory = { names: ReadonlyMap<string, string>; aliases: AuthorAliases };
export type AliasResult = { ok: true; aliases: Map<string, string> } | { ok: false; error: string };
export type DirectoryResult =
  | { ok: true; directory: { names: Map<string, string>; aliases: Map<string, string> } }
  | { ok: false; error: string };

/** The id `id` resolves to. A cycle (only from unchecked data) stops where it closes. */
export function canonicalAuthorId(aliases: AuthorAliases, id: string): string {
  const seen = new Set<string>();
  let current = id;
  for (let next = aliases.get(current); next !== undefined; next = aliases.get(current)) {
    seen.add(current);
    if (seen.has(next)) return current;
    current = next;
  }
  return current;
}

/** An alias map from stored pairs, refused when an id points to itself or the pairs loop. */
export function checkAliases(pairs: Iterable<readonly [string, string]>): AliasResult {
  const aliases = new Map<string, string>();
  for (const [from, to] of pairs) {
    if (from === to) return { ok: false, error: `“${from}” points to itself.` };
    if (aliases.has(from)) return { ok: false, error: `“${from}” points to two authors.` };
    aliases.set(from, to);
  }
  for (const start of aliases.keys()) {
    const seen = new Set([start]);
    for (let id = aliases.get(start); id !== undefined; id = aliases.get(id)) {
      if (seen.has(id)) return { ok: false, error: `The aliases of “${start}” form a loop.` };
      seen.add(id);
    }
  }
  return { ok: true, aliases };
}

/**
 * `fromId`'s author joins `intoId`'s. Both are resolved first, so the map never gains a loop;
 * merging two ids that already resolve to one author (b into a when a was merged into b) is refused.
 */
export function mergeAuthors(aliases: AuthorAliases, fromId: string, intoId: string): AliasResult {
  if (fromId === intoId) return { ok: false, error: "An author cannot be merged into itself." };
  const from = canonicalAuthorId(aliases, fromId);
  const into = canonicalAuthorId(aliases, intoId);
  if (from === into) {
    return { ok: false, error: `“${fromId}” and “${intoId}” are already one author.` };
  }
  return { ok: true, aliases: new Map(aliases).set(from, into) };
}

/**
 * Gives an author a new name. A new spelling of the same id only changes the display name; a
 * name that is another author's merges into that author; a name the author once had takes its
 * old id back; any other name gets a new id, and the old one points to it.
 */
export function renameAuthor(
  directory: AuthorDirectory,
  id: string,
  newName: string,
): DirectoryResult {
  const name = newName.replace(/\s+/g, " ").trim();
  if (name === "") return { ok: false, error: "A name cannot be empty." };
  const names = new Map(directory.names);
  const aliases = new Map(directory.aliases);
  const current = canonicalAuthorId(aliases, id);
  const wanted = authorIdOf(name);
  const target = canonicalAuthorId(aliases, wanted);
  if (wanted === current) {
    names.set(current, name);
    return { ok: true, directory: { names, aliases } };
  }
  if (target === current) {
    // `wanted` was merged into this author before: it becomes the id again, and this one its alias.
    aliases.delete(wanted);
  } else if (names.has(target) || target !== wanted) {
    const merged = mergeAuthors(aliases, current, target);
    if (!merged.ok) return merged;
    names.delete(current);
    names.set(target, name);
    return { ok: true, directory: { names, aliases: merged.aliases } };
  }
  aliases.set(current, wanted);
  names.delete(current);
  names.set(wanted, name);
  return { ok: true, directory: { names, aliases } };
}
