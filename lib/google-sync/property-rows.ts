// What a sync stores of Google's lists: one google_properties row per Search Console site, GA4
// property and Business Profile location, and the location's own row. Pure, so it is tested directly.

export type PropertyRow = {
  property_type: "gsc" | "ga4" | "gmb";
  property_uri: string;
  property_name: string;
  verified: boolean | null;
  permission_level: string | null;
  site_url: string | null;
  /** GA4 only: the property's reporting time zone; null when unknown (the stored one is kept). */
  time_zone?: string | null;
};

export type GscSite = { siteUrl: string; permissionLevel?: string | null };

export type Ga4AccountSummary = {
  displayName?: string | null;
  properties: { propertyId: string; displayName?: string | null }[];
};

export type GbpLocation = {
  name: string;
  title?: string | null;
  storefrontAddress?: {
    addressLines?: string[] | null;
    locality?: string | null;
    regionCode?: string | null;
    postalCode?: string | null;
  } | null;
  websiteUri?: string | null;
};

export type LocationRow = {
  location_id: string;
  location_name: string;
  title: string | null;
  address: {
    addressLines: string[];
    locality?: string;
    regionCode?: string;
    postalCode?: string;
  } | null;
  website_uri: string | null;
};

const DOMAIN_PREFIX = "sc-domain:";

// Search Console's docs spell levels in lowerCamel, its discovery document in UPPER_SNAKE.
const normalLevel = (level: string) => level.replace(/_/g, "").toLowerCase();

export function gscPropertyRow(site: GscSite): PropertyRow {
  const level = site.permissionLevel ?? null;
  const domain = site.siteUrl.startsWith(DOMAIN_PREFIX)
    ? site.siteUrl.slice(DOMAIN_PREFIX.length)
    : null;
  return {
    property_type: "gsc",
    property_uri: site.siteUrl,
    property_name: domain ? `${domain} (Domain)` : site.siteUrl,
    // An unverified user is listed but sees no data (google-apis.md §2.1).
    verified: level === null || normalLevel(level) !== "siteunverifieduser",
    permission_level: level,
    site_url: domain ? `https://${domain}/` : site.siteUrl,
  };
}

export function ga4PropertyRows(summaries: readonly Ga4AccountSummary[]): PropertyRow[] {
  return summaries.flatMap((account) =>
    account.properties.map((property) => {
      const name = property.displayName || `GA4 property ${property.propertyId}`;
      return {
        property_type: "ga4" as const,
        property_uri: `properties/${property.propertyId}`,
        property_name: account.displayName ? `${name} (${account.displayName})` : name,
        verified: true,
        permission_level: null,
        // Account summaries carry no website; the domain matcher reads the display name instead.
        site_url: null,
      };
    }),
  );
}

/** `locations/4527103946251903846` → `4527103946251903846`. */
export const locationIdOf = (name: string) => name.slice(name.lastIndexOf("/") + 1);

export function gmbLocationRow(location: GbpLocation): LocationRow {
  const id = locationIdOf(location.name);
  const address = location.storefrontAddress;
  return {
    location_id: id,
    location_name: `locations/${id}`,
    title: location.title ?? null,
    address: address
      ? {
          addressLines: address.addressLines ?? [],
          ...(address.locality ? { locality: address.locality } : {}),
          ...(address.regionCode ? { regionCode: address.regionCode } : {}),
          ...(address.postalCode ? { postalCode: address.postalCode } : {}),
        }
      : null,
    website_uri: location.websiteUri ?? null,
  };
}

/**
 * A location as a google_properties row too: data sources of type gmb point at a property by type
 * and URI, and a project can only connect what the user's property list holds.
 */
export function gmbPropertyRow(location: LocationRow): PropertyRow {
  return {
    property_type: "gmb",
    property_uri: location.location_name,
    property_name: location.title || location.location_name,
    verified: true,
    permission_level: null,
    site_url: location.website_uri,
  };
}
