// Parsing of robots meta content and X-Robots-Tag values into directives (no I/O, no HTML).
export type Directive = { name: string; value?: string };
export type RobotsRule = {
  source: "meta" | "header";
  agent: string;
  directives: Directive[];
  raw: string;
};

const VALUED = new Set([
  "max-snippet",
  "max-image-preview",
  "max-video-preview",
  "unavailable_after",
]);
export const KNOWN = new Set([
  "all",
  "none",
  "index",
  "noindex",
  "follow",
  "nofollow",
  "noarchive",
  "nocache",
  "nosnippet",
  "notranslate",
  "noimageindex",
  "indexifembedded",
  "noodp",
  "noydir",
  ...VALUED,
]);

function splitDirective(token: string): Directive | null {
  const match = /^([a-z_-]+)\s*(?::\s*(.*))?$/i.exec(token);
  if (!match?.[1]) return null;
  const name = match[1].toLowerCase();
  return match[2] === undefined ? { name } : { name, value: match[2].trim() };
}

// A date after unavailable_after may itself contain a comma ("Wed, 25 Jun 2025 ..."): glue it back.
function appendToken(directives: Directive[], token: string) {
  const previous = directives.at(-1);
  const directive = splitDirective(token);
  if (previous?.name === "unavailable_after" && (!directive || !KNOWN.has(directive.name))) {
    previous.value = `${previous.value ?? ""}, ${token}`;
  } else if (directive) {
    directives.push(directive);
  }
}

/** "noindex, max-snippet: 50" → directives, names lower-cased. */
export function parseDirectives(content: string): Directive[] {
  const directives: Directive[] = [];
  for (const raw of content.split(",")) {
    if (raw.trim() !== "") appendToken(directives, raw.trim());
  }
  return directives;
}

/**
 * X-Robots-Tag values (several headers arrive joined by commas). "googlebot: noindex" scopes the
 * directives that follow it to that crawler; directives before any crawler name apply to all.
 */
export function parseXRobotsTag(value: string): RobotsRule[] {
  const rules: RobotsRule[] = [];
  let current: RobotsRule | null = null;
  for (const raw of value.split(",")) {
    let token = raw.trim();
    if (token === "") continue;
    const scoped = /^([a-z0-9_.-]+)\s*:\s*(.*)$/i.exec(token);
    const agent = scoped?.[1]?.toLowerCase();
    if (scoped && agent && !KNOWN.has(agent)) {
      current = { source: "header", agent, directives: [], raw: "" };
      rules.push(current);
      token = scoped[2]?.trim() ?? "";
    } else if (!current) {
      current = { source: "header", agent: "*", directives: [], raw: "" };
      rules.push(current);
    }
    current.raw = current.raw ? `${current.raw}, ${raw.trim()}` : raw.trim();
    if (token !== "") appendToken(current.directives, token);
  }
  return rules.filter((r) => r.directives.length > 0);
}

export type Effective = {
  noindex: boolean;
  nofollow: boolean;
  nosnippet: boolean;
  noarchive: boolean;
  noimageindex: boolean;
  maxSnippet: number | null;
  maxImagePreview: string | null;
  unavailableAfter: string | null;
  conflicting: boolean;
};

/** What a crawler obeys when several rules apply: the most restrictive directive wins. */
export function effectiveDirectives(directives: Directive[]): Effective {
  const has = (name: string) => directives.some((d) => d.name === name);
  const value = (name: string) => directives.find((d) => d.name === name)?.value ?? null;
  const snippets = directives
    .filter((d) => d.name === "max-snippet")
    .map((d) => Number(d.value))
    .filter((n) => Number.isFinite(n) && n >= -1);
  const positive = snippets.filter((n) => n >= 0);
  return {
    noindex: has("noindex") || has("none"),
    nofollow: has("nofollow") || has("none"),
    nosnippet: has("nosnippet"),
    noarchive: has("noarchive") || has("nocache"),
    noimageindex: has("noimageindex"),
    maxSnippet: positive.length > 0 ? Math.min(...positive) : null,
    maxImagePreview: value("max-image-preview")?.toLowerCase() ?? null,
    unavailableAfter: value("unavailable_after"),
    conflicting: (has("index") || has("all")) && (has("noindex") || has("none")),
  };
}
