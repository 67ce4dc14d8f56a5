// Opaque page tokens for the list endpoints: the next offset, bound to the listing they came from
// so that a token replayed on another listing is refused as Google refuses it.

export function encodePageToken(listing: string, offset: number): string {
  return Buffer.from(JSON.stringify({ l: listing, o: offset })).toString("base64url");
}

/** The offset a token stands for; 0 without a token; null for a token this listing never issued. */
export function decodePageToken(token: string | null, listing: string): number | null {
  if (!token) return 0;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
    if (typeof parsed !== "object" || parsed === null) return null;
    const { l, o } = parsed as { l?: unknown; o?: unknown };
    return l === listing && Number.isInteger(o) && (o as number) >= 0 ? (o as number) : null;
  } catch {
    return null;
  }
}

/** `pageSize` as Google coerces it: absent or below 1 → the default, above the max → the max. */
export function pageSizeOf(raw: string | null, fallback: number, max: number): number | null {
  if (raw === null || raw === "") return fallback;
  if (!/^-?\d+$/.test(raw)) return null;
  const size = Number(raw);
  return size < 1 ? fallback : Math.min(size, max);
}

/** One page of `items` and the token of the next page, if any. */
export function paginate<T>(items: readonly T[], offset: number, size: number, listing: string) {
  const page = items.slice(offset, offset + size);
  const next = offset + size < items.length ? encodePageToken(listing, offset + size) : undefined;
  return { page, next };
}
