import { parseAuthority, splitUrl, type Authority } from "./parse-url";
import { normalizeEncoding, PATH_SAFE, removeDotSegments } from "./url-parts";

export type SiteRule = {
  kind: "domain" | "url-prefix";
  scheme: "http" | "https";
  /** The host every key of the apex (and its `www.` twin) is written with. */
  host: string;
  /** A non-default port of a URL-prefix property, else "". */
  port: string;
  /** Domain property: the domain; its subdomains other than `www.` keep their own host. */
  domain: string | null;
  /** URL-prefix property: the path every page starts with ("/" for the whole host). */
  pathPrefix: string;
  /** `scheme://host[:port]`, what a bare path is resolved against. */
  origin: string;
  /** The hosts (with port) written as `origin`: the property's host and its `www.` twin. */
  originHosts: readonly string[];
};

// http and https fold into one scheme, so both default ports mean "no port".
const withoutDefaultPort = (port: string) => (port === "80" || port === "443" ? "" : port);
const withPort = (host: string, port: string) => (port ? `${host}:${port}` : host);
const wwwTwin = (host: string) => (host.startsWith("www.") ? host.slice(4) : `www.${host}`);

/** `scheme://host[:port]` a URL of `site` is keyed with, or null for a host outside it. */
export function keyOrigin(site: SiteRule, { host, port: rawPort }: Authority): string | null {
  const port = withoutDefaultPort(rawPort);
  if (site.domain === null) {
    if ((host !== site.host && host !== wwwTwin(site.host)) || port !== site.port) return null;
    return site.origin;
  }
  const apex = host === site.domain || host === `www.${site.domain}`;
  if (!apex && !host.endsWith(`.${site.domain}`)) return null;
  return `${site.scheme}://${withPort(apex ? site.host : host, port)}`;
}

function domainRule(domainText: string, preferredOrigin?: string): SiteRule {
  const domain = parseAuthority(domainText);
  if (!domain || domain.port || !domain.host.includes(".")) {
    throw new Error(`Not a domain property: sc-domain:${domainText}`);
  }
  let scheme: SiteRule["scheme"] = "https";
  let host = domain.host;
  if (preferredOrigin !== undefined) {
    const preferred = splitUrl(preferredOrigin.trim());
    const apex = [domain.host, `www.${domain.host}`];
    if (typeof preferred === "string" || !apex.includes(preferred.authority?.host ?? "")) {
      throw new Error(`${preferredOrigin} is not ${domain.host} or its www. host`);
    }
    scheme = preferred.scheme ?? "https";
    host = preferred.authority!.host;
  }
  const origin = `${scheme}://${host}`;
  // The preferred host first: the fast path tries them in order.
  const originHosts = [host, wwwTwin(host)];
  return {
    kind: "domain",
    scheme,
    host,
    port: "",
    domain: domain.host,
    pathPrefix: "/",
    origin,
    originHosts,
  };
}

/**
 * The key rule of a Search Console property. A domain property (`sc-domain:example.com`) joins
 * http and https, the apex and `www.`, written as `preferredOrigin` (default `https://` + apex).
 * A URL-prefix property keeps its own scheme and host, and takes its `www.` twin as the same host:
 * sites answer one with a redirect to the other, and Business Profile links often name the twin.
 */
export function siteRuleOf(propertyUri: string, preferredOrigin?: string): SiteRule {
  const uri = propertyUri.trim();
  if (uri.toLowerCase().startsWith("sc-domain:")) {
    return domainRule(uri.slice("sc-domain:".length), preferredOrigin);
  }
  const parsed = splitUrl(uri);
  if (typeof parsed === "string" || !parsed.scheme || !parsed.authority) {
    throw new Error(`Not a Search Console property: ${propertyUri}`);
  }
  const { scheme } = parsed;
  const { host } = parsed.authority;
  const port = withoutDefaultPort(parsed.authority.port);
  const rawPath = parsed.rest.replace(/[?#].*$/, "");
  const pathPrefix = removeDotSegments(normalizeEncoding(rawPath || "/", PATH_SAFE));
  const origin = `${scheme}://${withPort(host, port)}`;
  const originHosts = [withPort(host, port), withPort(wwwTwin(host), port)];
  return { kind: "url-prefix", scheme, host, port, domain: null, pathPrefix, origin, originHosts };
}
