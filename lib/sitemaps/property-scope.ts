/**
 * Whether a URL belongs to a Search Console property: a domain property (`sc-domain:example.com`)
 * covers the domain and every subdomain on http and https; a URL-prefix property covers what
 * starts with its prefix.
 */
export function isInProperty(propertyUri: string, url: URL): boolean {
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (propertyUri.startsWith("sc-domain:")) {
    const domain = propertyUri.slice("sc-domain:".length).toLowerCase();
    return url.hostname === domain || url.hostname.endsWith(`.${domain}`);
  }
  try {
    // URL() lower-cases the scheme and host of both sides; the path stays case-sensitive.
    return url.href.startsWith(new URL(propertyUri).href);
  } catch {
    return false;
  }
}
