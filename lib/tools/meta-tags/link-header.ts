import LinkHeader from "http-link-header";

export type HeaderLink = { href: string; rel: string[]; hreflang?: string };

/** The links of an HTTP Link header (RFC 8288); a header that does not parse yields none. */
export function parseLinkHeader(value: string | undefined): HeaderLink[] {
  if (!value) return [];
  try {
    return LinkHeader.parse(value).refs.map((ref) => ({
      href: ref.uri,
      rel: ref.rel.toLowerCase().split(/\s+/).filter(Boolean),
      ...(typeof ref.hreflang === "string" ? { hreflang: ref.hreflang } : {}),
    }));
  } catch {
    return [];
  }
}
