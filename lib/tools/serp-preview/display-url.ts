// How Google writes a result's address: the site name, then "https://host › segment › segment".
const MAX_SEGMENTS = 3;
const MAX_SEGMENT_CHARS = 28;
const SECOND_LEVEL = new Set(["co", "com", "org", "net", "gov", "ac", "edu", "ne", "or", "go"]);

export type DisplayUrl = { siteName: string; origin: string; segments: string[] };

/** Parses what someone typed as a page address; a missing scheme means https. Null when unusable. */
export function parseLooseUrl(input: string): URL | null {
  const trimmed = input.trim();
  if (trimmed === "") return null;
  try {
    const url = new URL(
      /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, "")}`,
    );
    return url.hostname.includes(".") || url.hostname === "localhost" ? url : null;
  } catch {
    return null;
  }
}

/** The word a site is known by in its host name: "rankwell" for www.rankwell.app or blog.rankwell.co.uk. */
export function brandFromHost(hostname: string): string {
  const labels = hostname
    .toLowerCase()
    .replace(/^www\./, "")
    .split(".");
  if (labels.length < 2) return labels[0] ?? "";
  const candidate = labels[labels.length - 2] ?? "";
  if (labels.length >= 3 && SECOND_LEVEL.has(candidate))
    return labels[labels.length - 3] ?? candidate;
  return candidate;
}

function segmentLabel(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is shown as written.
  }
  return decoded.length > MAX_SEGMENT_CHARS
    ? `${decoded.slice(0, MAX_SEGMENT_CHARS - 3)}...`
    : decoded;
}

export function displayUrl(url: URL, siteName?: string): DisplayUrl {
  const parts = url.pathname.split("/").filter(Boolean).map(segmentLabel);
  const segments =
    parts.length > MAX_SEGMENTS
      ? [...parts.slice(0, MAX_SEGMENTS - 1), "...", parts.at(-1) ?? ""]
      : parts;
  const host = url.hostname.replace(/^www\./, "");
  return { siteName: siteName?.trim() || host, origin: `${url.protocol}//${url.host}`, segments };
}

export function formatDisplayUrl({ origin, segments }: DisplayUrl): string {
  return [origin, ...segments].join(" › ");
}
