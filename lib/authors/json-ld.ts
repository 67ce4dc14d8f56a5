// Authors and dates from a page's JSON-LD: the article's `author` (a name, a URL, a Person or
// Organization, an `@id` reference into `@graph`, or an array of these) and its dates.

type Node = Record<string, unknown>;
export type LdAuthor = { name?: string; url?: string };
export type LdAuthorship = { authors: LdAuthor[]; published?: string; modified?: string };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A block as JSON, forgiving what CMSs often get wrong: comment wrappers, raw newlines in strings, trailing commas. */
export function parseJsonLd(text: string): unknown {
  const trimmed = text
    .trim()
    .replace(/^(?:<!--|\/\/\s*<!\[CDATA\[)/, "")
    .replace(/(?:-->|\/\/\s*\]\]>)$/, "");
  for (const attempt of [
    trimmed,
    trimmed.replace(/[\u0000-\u001f]+/g, " ").replace(/,\s*([}\]])/g, "$1"),
  ]) {
    try {
      return JSON.parse(attempt);
    } catch {
      // The next, more forgiving attempt; a block none can read is skipped.
    }
  }
  return undefined;
}

function typesOf(node: Node): string[] {
  const type = node["@type"];
  const list = Array.isArray(type) ? type : [type];
  return list
    .filter((t): t is string => typeof t === "string")
    .map((t) => t.replace(/^.*[/#:]/, ""));
}

const isArticle = (type: string) =>
  /(?:Article|Posting)$/.test(type) || ["Report", "Recipe", "HowTo"].includes(type);
const isPage = (type: string) => /Page$/.test(type);

/** Top-level nodes, `@graph` members and `mainEntity` objects: where a page describes itself. */
function collectNodes(value: unknown, into: Node[], ids: Map<string, Node>, depth = 0) {
  if (depth > 8) return;
  if (Array.isArray(value)) {
    for (const item of value) collectNodes(item, into, ids, depth + 1);
    return;
  }
  if (!isNode(value)) return;
  into.push(value);
  remember(value, ids);
  collectNodes(value["@graph"], into, ids, depth + 1);
  collectNodes(value.mainEntity, into, ids, depth + 1);
  // Authors declared inline elsewhere may be referred to by @id.
  for (const key of ["author", "creator", "publisher"]) indexIds(value[key], ids, depth + 1);
}

// A bare reference (`{"@id": …}`) only names a node: the node that describes it wins, whichever
// of the two comes first in the graph.
const isBareReference = (node: Node) => Object.keys(node).every((key) => key === "@id");

function remember(node: Node, ids: Map<string, Node>) {
  const id = node["@id"];
  if (typeof id !== "string") return;
  const known = ids.get(id);
  if (!known || (isBareReference(known) && !isBareReference(node))) ids.set(id, node);
}

function indexIds(value: unknown, ids: Map<string, Node>, depth: number) {
  if (depth > 8) return;
  if (Array.isArray(value)) for (const item of value) indexIds(item, ids, depth + 1);
  else if (isNode(value)) remember(value, ids);
}

const text = (value: unknown): string | undefined => {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return text(value[0]);
  if (isNode(value)) return text(value["@value"]);
  return undefined;
};

function authorsOf(value: unknown, ids: Map<string, Node>): LdAuthor[] {
  if (Array.isArray(value)) return value.flatMap((item) => authorsOf(item, ids));
  if (typeof value === "string")
    return [/^https?:\/\//i.test(value) ? { url: value } : { name: value }];
  if (!isNode(value)) return [];
  const ref = typeof value["@id"] === "string" ? ids.get(value["@id"]) : undefined;
  const node = value.name === undefined && ref ? ref : value;
  const name = text(node.name);
  const url = text(node.url);
  return name || url ? [{ ...(name ? { name } : {}), ...(url ? { url } : {}) }] : [];
}

/** The authors and dates of the first article node that has them, else of the page node. */
export function readJsonLd(blocks: string[]): LdAuthorship {
  const nodes: Node[] = [];
  const ids = new Map<string, Node>();
  for (const block of blocks) collectNodes(parseJsonLd(block), nodes, ids);
  const ranked = [
    ...nodes.filter((node) => typesOf(node).some(isArticle)),
    ...nodes.filter((node) => typesOf(node).some(isPage) && !typesOf(node).some(isArticle)),
  ];
  const result: LdAuthorship = { authors: [] };
  for (const node of ranked) {
    if (result.authors.length === 0) result.authors = authorsOf(node.author, ids);
    result.published ??= text(node.datePublished);
    result.modified ??= text(node.dateModified);
  }
  return result;
}
