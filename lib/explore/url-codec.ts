import type { ExplorationDefinition } from "./definition";
import { EXPLORE_DEFAULT_LIMIT } from "./limits";

// The ?e= parameter: a whole exploration in a link, as base64url of UTF-8 JSON with a version key,
// defaults left out. btoa/atob and TextEncoder/TextDecoder are globals in browsers and in Node 16+,
// so the same code runs on both sides with no dependency.

/** The format this version writes; every version it can read is in READERS. */
export const EXPLORATION_URL_VERSION = 1;
/** The longest ?e= value read: a link that long would be cut by some mail and chat apps anyway. */
export const EXPLORATION_URL_MAX = 8 * 1024;

/** What a link of each version holds, as the schema reads it today. */
const READERS: Record<number, (body: Record<string, unknown>) => Record<string, unknown>> = {
  1: (body) => body,
};

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The text, or null when it is not base64url of UTF-8. */
function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The definition without what the schema fills in by itself. */
function compact(def: ExplorationDefinition) {
  return {
    v: EXPLORATION_URL_VERSION,
    ...(def.name !== undefined ? { name: def.name } : {}),
    ...(def.dimensions.length > 0 ? { dimensions: def.dimensions } : {}),
    metrics: def.metrics,
    ...(def.dimensionFilter ? { dimensionFilter: def.dimensionFilter } : {}),
    ...(def.metricFilter ? { metricFilter: def.metricFilter } : {}),
    ...(def.orderBys.length > 0
      ? {
          orderBys: def.orderBys.map((o) =>
            o.desc ? { field: o.field, desc: true } : { field: o.field },
          ),
        }
      : {}),
    ...(def.limit !== EXPLORE_DEFAULT_LIMIT ? { limit: def.limit } : {}),
    range: { startDate: def.range.startDate, endDate: def.range.endDate },
    ...(def.compare
      ? { compare: { startDate: def.compare.startDate, endDate: def.compare.endDate } }
      : {}),
  };
}

/** The exploration as the value of ?e=. */
export function encodeExploration(def: ExplorationDefinition): string {
  return toBase64Url(JSON.stringify(compact(def)));
}

const BROKEN =
  "This link's exploration cannot be read; it may have been cut short when it was copied.";

/**
 * The body of a ?e= value as its version wrote it, read into today's shape but not yet checked
 * (lib/explore/url.ts checks it with the schema); or why it cannot be read. Never throws. Zod-free,
 * so the view's first load can read its own links.
 */
export function readExplorationLink(
  text: string,
): { ok: true; body: Record<string, unknown> } | { ok: false; message: string } {
  if (text.length > EXPLORATION_URL_MAX)
    return { ok: false, message: "This link's exploration is too large to read (over 8 KB)." };
  const json = fromBase64Url(text.trim());
  let body: unknown;
  try {
    body = json === null ? null : JSON.parse(json);
  } catch {
    body = null;
  }
  if (body === null || typeof body !== "object" || Array.isArray(body))
    return { ok: false, message: BROKEN };
  const { v: version, ...rest } = body as Record<string, unknown>;
  const read = typeof version === "number" ? READERS[version] : undefined;
  if (!read)
    return {
      ok: false,
      message:
        typeof version === "number" && version > EXPLORATION_URL_VERSION
          ? "This link was made by a newer version of the app; reload the page to open it."
          : "This link's exploration is in a format the app does not know.",
    };
  return { ok: true, body: read(rest) };
}
