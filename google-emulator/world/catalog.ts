// Who owns what in the emulator's world: each account's Search Console properties, GA4 accounts
// and Business Profile accounts with their locations. The data behind them is generated from the
// dataset seeds on demand (see the generators beside this file); nothing here is random.
import type { EmulatorAccount } from "../accounts";

export type PermissionLevel =
  "siteOwner" | "siteFullUser" | "siteRestrictedUser" | "siteUnverifiedUser";

/** A website whose search traffic the world simulates; several properties may look at it. */
export type Dataset = {
  id: string;
  /** Registrable domain, e.g. `greenleaf.example`. */
  domain: string;
  /** Hosts the site's pages live on, e.g. `www.greenleaf.example`, `blog.greenleaf.example`. */
  hosts: readonly string[];
  seed: number;
  /** Roughly how many distinct queries and pages the site ranks with. */
  queries: number;
  pages: number;
  /** Average clicks per day over the last months, before seasonality. */
  dailyClicks: number;
  /** Words that make a query branded. */
  brandTerms: readonly string[];
  topic: "garden" | "dental" | "coffee" | "law";
};

export type SiteEntry = {
  siteUrl: string;
  permissionLevel: PermissionLevel;
  dataset: Dataset;
  /** A URL-prefix property sees only the pages under this prefix; a domain property sees all. */
  prefix?: string;
};

export type Ga4Property = {
  propertyId: string;
  displayName: string;
  /** The dataset whose traffic this property measures (organic sessions follow its clicks). */
  dataset: Dataset;
  timeZone: string;
  currencyCode: string;
};

export type Ga4Account = { accountId: string; displayName: string; properties: Ga4Property[] };

export type GbpLocation = {
  locationId: string;
  title: string;
  /** Absent for a service-area business: the location then has no address line. */
  address?: {
    addressLines: string[];
    locality: string;
    administrativeArea: string;
    postalCode: string;
    regionCode: string;
  };
  websiteUri?: string;
  primaryPhone: string;
  category: { name: string; displayName: string };
  /** Average daily impressions; the performance generator scales everything from it. */
  dailyImpressions: number;
  seed: number;
};

export type GbpAccount = {
  accountId: string;
  accountName: string;
  type: "PERSONAL" | "LOCATION_GROUP" | "ORGANIZATION" | "USER_GROUP";
  role?: "PRIMARY_OWNER" | "OWNER" | "MANAGER";
  locations: GbpLocation[];
};

export type AccountWorld = {
  sites: SiteEntry[];
  ga4: Ga4Account[];
  gbp: GbpAccount[];
  /** Never used Business Profile: Google lists no account at all, not even a personal one. */
  noBusinessProfile?: true;
};

export const DATASETS = {
  greenleaf: {
    id: "greenleaf",
    domain: "greenleaf.example",
    hosts: ["www.greenleaf.example", "blog.greenleaf.example"],
    seed: 1701,
    queries: 6000,
    pages: 420,
    dailyClicks: 2600,
    brandTerms: ["greenleaf", "green leaf"],
    topic: "garden",
  },
  brightsmile: {
    id: "brightsmile",
    domain: "brightsmile-dental.example",
    hosts: ["www.brightsmile-dental.example"],
    seed: 2203,
    queries: 1800,
    pages: 140,
    dailyClicks: 420,
    brandTerms: ["brightsmile", "bright smile"],
    topic: "dental",
  },
  urbanbrew: {
    id: "urbanbrew",
    domain: "urbanbrew.example",
    hosts: ["www.urbanbrew.example", "shop.urbanbrew.example"],
    seed: 3307,
    queries: 2500,
    pages: 210,
    dailyClicks: 900,
    brandTerms: ["urban brew", "urbanbrew"],
    topic: "coffee",
  },
  harborlaw: {
    id: "harborlaw",
    domain: "harborlaw.example",
    hosts: ["www.harborlaw.example"],
    seed: 4409,
    queries: 600,
    pages: 60,
    dailyClicks: 80,
    brandTerms: ["harbor law", "harborlaw"],
    topic: "law",
  },
} as const satisfies Record<string, Dataset>;

const { greenleaf, brightsmile, urbanbrew, harborlaw } = DATASETS;

/**
 * A wholesaler's site with far more query×page rows than one answer holds: over three months its
 * query×page rows pass Google's 50,000-row cap, and over some weeks too, but no single day does.
 * Kept apart from DATASETS so the checks that walk every dataset stay as fast as they were; its
 * world is built only when someone queries it.
 */
export const LARGE_DATASET = {
  id: "canopy",
  domain: "canopy-wholesale.example",
  hosts: ["www.canopy-wholesale.example", "learn.canopy-wholesale.example"],
  seed: 5501,
  queries: 10_300,
  pages: 444,
  dailyClicks: 30_000,
  brandTerms: ["canopy wholesale", "canopy garden"],
  topic: "garden",
} as const satisfies Dataset;

export const LARGE_SITE_URL = "sc-domain:canopy-wholesale.example";

const DANA: AccountWorld = {
  sites: [
    { siteUrl: "sc-domain:greenleaf.example", permissionLevel: "siteOwner", dataset: greenleaf },
    {
      siteUrl: "https://www.greenleaf.example/",
      permissionLevel: "siteFullUser",
      dataset: greenleaf,
      prefix: "https://www.greenleaf.example/",
    },
    {
      siteUrl: "https://blog.greenleaf.example/",
      permissionLevel: "siteRestrictedUser",
      dataset: greenleaf,
      prefix: "https://blog.greenleaf.example/",
    },
    {
      siteUrl: "https://www.harborlaw.example/",
      permissionLevel: "siteUnverifiedUser",
      dataset: harborlaw,
      prefix: "https://www.harborlaw.example/",
    },
  ],
  ga4: [
    {
      accountId: "184203371",
      displayName: "Greenleaf Garden Supply",
      properties: [
        {
          propertyId: "312845067",
          displayName: "greenleaf.example - GA4",
          dataset: greenleaf,
          timeZone: "America/Los_Angeles",
          currencyCode: "USD",
        },
      ],
    },
  ],
  gbp: [
    {
      accountId: "117858612941251865959",
      accountName: "Dana Demo",
      type: "PERSONAL",
      locations: [],
    },
    {
      accountId: "109979906093928163316",
      accountName: "Greenleaf Garden Supply",
      type: "LOCATION_GROUP",
      role: "PRIMARY_OWNER",
      locations: [
        {
          locationId: "4527103946251903846",
          title: "Greenleaf Garden Supply — Portland",
          address: {
            addressLines: ["1420 SE Hawthorne Blvd"],
            locality: "Portland",
            administrativeArea: "OR",
            postalCode: "97214",
            regionCode: "US",
          },
          websiteUri: "https://www.greenleaf.example/stores/portland/",
          primaryPhone: "(503) 555-0142",
          category: { name: "categories/gcid:garden_center", displayName: "Garden center" },
          dailyImpressions: 640,
          seed: 51,
        },
        {
          locationId: "4527103946251903847",
          title: "Greenleaf Garden Supply — Seattle",
          address: {
            addressLines: ["2211 NW Market St", "Suite 4"],
            locality: "Seattle",
            administrativeArea: "WA",
            postalCode: "98107",
            regionCode: "US",
          },
          websiteUri: "https://www.greenleaf.example/stores/seattle/",
          primaryPhone: "(206) 555-0117",
          category: { name: "categories/gcid:garden_center", displayName: "Garden center" },
          dailyImpressions: 410,
          seed: 52,
        },
        {
          locationId: "4527103946251903848",
          title: "Greenleaf Mobile Landscaping",
          websiteUri: "https://www.greenleaf.example/landscaping/",
          primaryPhone: "(503) 555-0190",
          category: { name: "categories/gcid:landscaper", displayName: "Landscaper" },
          dailyImpressions: 120,
          seed: 53,
        },
      ],
    },
  ],
};

const ALEX: AccountWorld = {
  sites: [
    {
      siteUrl: "sc-domain:brightsmile-dental.example",
      permissionLevel: "siteOwner",
      dataset: brightsmile,
    },
    {
      siteUrl: "https://www.urbanbrew.example/",
      permissionLevel: "siteFullUser",
      dataset: urbanbrew,
      prefix: "https://www.urbanbrew.example/",
    },
    {
      siteUrl: "https://shop.urbanbrew.example/",
      permissionLevel: "siteRestrictedUser",
      dataset: urbanbrew,
      prefix: "https://shop.urbanbrew.example/",
    },
    {
      siteUrl: "https://www.harborlaw.example/",
      permissionLevel: "siteUnverifiedUser",
      dataset: harborlaw,
      prefix: "https://www.harborlaw.example/",
    },
  ],
  ga4: [
    {
      accountId: "190022451",
      displayName: "BrightSmile Dental",
      properties: [
        {
          propertyId: "401972233",
          displayName: "brightsmile-dental.example - GA4",
          dataset: brightsmile,
          timeZone: "America/Chicago",
          currencyCode: "USD",
        },
      ],
    },
    {
      accountId: "190022452",
      displayName: "Urban Brew Coffee",
      properties: [
        {
          propertyId: "401972234",
          displayName: "urbanbrew.example - GA4",
          dataset: urbanbrew,
          timeZone: "America/New_York",
          currencyCode: "USD",
        },
      ],
    },
  ],
  gbp: [
    {
      accountId: "117858612941251865960",
      accountName: "Alex Agency",
      type: "PERSONAL",
      locations: [],
    },
    {
      accountId: "109979906093928163317",
      accountName: "BrightSmile Dental",
      type: "LOCATION_GROUP",
      role: "MANAGER",
      locations: [
        {
          locationId: "5527103946251903801",
          title: "BrightSmile Dental — Austin",
          address: {
            addressLines: ["801 W 5th St"],
            locality: "Austin",
            administrativeArea: "TX",
            postalCode: "78703",
            regionCode: "US",
          },
          websiteUri: "https://www.brightsmile-dental.example/",
          primaryPhone: "(512) 555-0130",
          category: { name: "categories/gcid:dentist", displayName: "Dentist" },
          dailyImpressions: 300,
          seed: 61,
        },
        {
          locationId: "5527103946251903802",
          title: "Urban Brew Coffee — Brooklyn",
          address: {
            addressLines: ["145 Bedford Ave"],
            locality: "Brooklyn",
            administrativeArea: "NY",
            postalCode: "11211",
            regionCode: "US",
          },
          websiteUri: "https://www.urbanbrew.example/",
          primaryPhone: "(718) 555-0168",
          category: { name: "categories/gcid:coffee_shop", displayName: "Coffee shop" },
          dailyImpressions: 520,
          seed: 62,
        },
      ],
    },
  ],
};

const EMPTY: AccountWorld = { sites: [], ga4: [], gbp: [] };

// Dana's Search Console and GA4 data without any Business Profile account: the sync's
// "No GMB accounts or locations found" warning.
const NO_LOCAL: AccountWorld = { ...DANA, gbp: [], noBusinessProfile: true };

// Dana's world plus the large wholesaler, whose reports pass Google's row cap.
const LARGE: AccountWorld = {
  ...DANA,
  sites: [
    ...DANA.sites,
    { siteUrl: LARGE_SITE_URL, permissionLevel: "siteOwner", dataset: LARGE_DATASET },
  ],
};

/**
 * Dana's and Alex's worlds are fixed. Any other account ("Use another account") sees Dana's
 * properties, as a colleague added to them would; an address whose local part starts with
 * `empty` owns nothing, which is how the empty states are reached, and one that starts with
 * `nolocal` (nolocal@demo.rankwell.dev) has Dana's sites but no Business Profile at all, and
 * one that starts with `large` (large@demo.rankwell.dev) has Dana's world plus a property with
 * more query×page rows than Google answers in one request.
 */
export function worldFor(account: Pick<EmulatorAccount, "id" | "email">): AccountWorld {
  if (account.email === "alex@agency.rankwell.dev") return ALEX;
  if (/^empty/i.test(account.email)) return EMPTY;
  if (/^nolocal/i.test(account.email)) return NO_LOCAL;
  if (/^large/i.test(account.email)) return LARGE;
  return DANA;
}

/** The account's Search Console property with this exact `siteUrl`, if it has one. */
export function findSite(world: AccountWorld, siteUrl: string): SiteEntry | undefined {
  return world.sites.find((site) => site.siteUrl === siteUrl);
}

export function findGa4Property(world: AccountWorld, propertyId: string): Ga4Property | undefined {
  return world.ga4.flatMap((a) => a.properties).find((p) => p.propertyId === propertyId);
}

export function findLocation(world: AccountWorld, locationId: string): GbpLocation | undefined {
  return world.gbp.flatMap((a) => a.locations).find((l) => l.locationId === locationId);
}
