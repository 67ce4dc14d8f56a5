import { getDomain } from "tldts";

// Pairs Google properties with Business Profile locations of the same website. The registrable
// domain (the public suffix list decides where it starts) makes www., blog. and shop. hosts of one
// site compare equal while two customers on a shared host such as github.io stay apart.

const DOMAIN_PROPERTY_PREFIX = "sc-domain:";
// A host written inside free text, e.g. "greenleaf.example - GA4"; the TLD must be letters, so
// version numbers like "2.0" are not taken for domains.
const HOST_IN_TEXT = /(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}/u;

/** The registrable domain of a URL, a bare host or a Search Console `sc-domain:` property. */
export function registrableDomain(value: string | null | undefined): string | null {
  const text = value?.trim().toLowerCase();
  if (!text) return null;
  const host = text.startsWith(DOMAIN_PROPERTY_PREFIX)
    ? text.slice(DOMAIN_PROPERTY_PREFIX.length)
    : text;
  return getDomain(host, { allowPrivateDomains: true });
}

/** The registrable domain of the first host named in a display name, if it names one. */
export function domainInText(text: string | null | undefined): string | null {
  const host = text?.match(HOST_IN_TEXT)?.[0];
  return host ? registrableDomain(host) : null;
}

export type MatchableProperty = {
  id: string;
  property_type: "gsc" | "ga4" | "gmb";
  property_uri: string;
  property_name: string;
  site_url: string | null;
};

export type MatchableLocation = { id: string; website_uri: string | null };

export type PropertyLocationPair = { propertyId: string; locationId: string };

/** The website a property measures: its site URL, a Search Console URI, or a domain in its name. */
export function propertyDomain(property: MatchableProperty): string | null {
  return (
    registrableDomain(property.site_url) ??
    (property.property_type === "gsc" ? registrableDomain(property.property_uri) : null) ??
    domainInText(property.property_name)
  );
}

/** Every Search Console or GA4 property paired with every location whose website is on its domain. */
export function matchPropertiesToLocations(
  properties: readonly MatchableProperty[],
  locations: readonly MatchableLocation[],
): PropertyLocationPair[] {
  const locationsByDomain = new Map<string, string[]>();
  for (const location of locations) {
    const domain = registrableDomain(location.website_uri);
    if (!domain) continue;
    locationsByDomain.set(domain, [...(locationsByDomain.get(domain) ?? []), location.id]);
  }
  return properties
    .filter((p) => p.property_type !== "gmb")
    .flatMap((property) => {
      const domain = propertyDomain(property);
      const matches = domain ? (locationsByDomain.get(domain) ?? []) : [];
      return matches.map((locationId) => ({ propertyId: property.id, locationId }));
    });
}
