import "server-only";
import { ApiError, notFound } from "@/lib/api/errors";
import { pageKey, siteRuleOf } from "@/lib/all-in-one/normalize-url";
import type { Db } from "@/lib/db/types";
import { mergeAuthors, renameAuthor } from "./aliases";
import type { AuthorImportResult, AuthorRuleDto, AuthorSummary } from "./api-types";
import { attribute } from "./attribution";
import { parseAuthorCsv } from "./csv";
import { authorIdOf } from "./names";
import { authorRulesOf } from "./report";
import {
  addRule,
  deleteRule,
  MAX_RULES,
  readAuthorInputs,
  saveDirectory,
  saveImports,
  saveManual,
} from "./store";

// What a person changes about who wrote what: rules, a CSV import, a page's author, merges and
// renames. The routes check the project is the user's (lib/authors/store.ts projectSite) first.

type Owner = { userId: string; projectId: string };

const invalid = (message: string) => new ApiError(400, "invalid_input", message);

export async function createRule(
  db: Db,
  owner: Owner,
  input: { pattern: string; author: string },
): Promise<AuthorRuleDto> {
  const rule = await addRule(db, { ...owner, pattern: input.pattern.trim(), author: input.author });
  if (!rule) throw invalid(`A project keeps at most ${MAX_RULES} rules; please delete one first.`);
  const rules = await authorRulesOf(db, owner.userId, owner.projectId);
  return rules.find((r) => r.id === rule.id)!;
}

export async function removeRule(db: Db, owner: Owner, ruleId: string): Promise<void> {
  if (!(await deleteRule(db, owner.projectId, ruleId))) {
    throw notFound("No rule with this id exists in this project.");
  }
}

/** Imports the CSV's lines that name a page of the property; the others come back with why. */
export async function importAuthors(
  db: Db,
  owner: Owner,
  siteUrl: string,
  csv: string,
): Promise<AuthorImportResult> {
  const site = siteRuleOf(siteUrl);
  const { rows, errors } = parseAuthorCsv(csv, { keyOf: (url) => pageKey(url, site) });
  await saveImports(db, owner, rows);
  return { imported: rows.length, errors };
}

/** A person's edit of one page's author; null says the page has no author. */
export async function editPageAuthor(
  db: Db,
  owner: Owner,
  siteUrl: string,
  url: string,
  author: string | null,
): Promise<{ url: string; author: string | null }> {
  const key = pageKey(url, siteRuleOf(siteUrl));
  if (!key) throw invalid("This URL is not a page of the project's Search Console property.");
  await saveManual(db, owner, key, author);
  return { url: key, author };
}

/** The project's directory and every author id it knows (pages stored, rules, names). */
async function directoryOf(db: Db, owner: Owner) {
  const stored = await readAuthorInputs(db, owner.userId, owner.projectId);
  const attribution = attribute(stored);
  const known = new Set<string>(stored.names.keys());
  for (const key of attribution.storedKeys()) {
    const { authorId } = attribution.of(key);
    if (authorId) known.add(authorId);
  }
  for (const rule of stored.rules) known.add(attribution.canonical(authorIdOf(rule.author_name)));
  const check = (id: string) => {
    const canonical = attribution.canonical(id);
    if (!known.has(canonical)) throw notFound("No author with this id exists in this project.");
    return canonical;
  };
  return { stored, attribution, check };
}

/** `fromId`'s pages become `intoId`'s; the old id keeps resolving to it. */
export async function mergeAuthorInto(
  db: Db,
  owner: Owner,
  fromId: string,
  intoId: string,
): Promise<AuthorSummary> {
  const { stored, check } = await directoryOf(db, owner);
  const from = check(fromId);
  check(intoId);
  const merged = mergeAuthors(stored.aliases, from, intoId);
  if (!merged.ok) throw invalid(merged.error);
  const names = new Map(stored.names);
  names.delete(from);
  await saveDirectory(db, owner, { aliases: merged.aliases, names });
  const after = await directoryOf(db, owner);
  return after.attribution.summary(after.check(intoId));
}

/** Gives an author a new display name (a name that is another author's merges the two). */
export async function renameAuthorTo(
  db: Db,
  owner: Owner,
  authorId: string,
  name: string,
): Promise<AuthorSummary> {
  const { stored, check } = await directoryOf(db, owner);
  const id = check(authorId);
  const renamed = renameAuthor({ names: stored.names, aliases: stored.aliases }, id, name);
  if (!renamed.ok) throw invalid(renamed.error);
  await saveDirectory(db, owner, renamed.directory);
  const after = await directoryOf(db, owner);
  return after.attribution.summary(after.check(authorIdOf(name)));
}
