// Who visits: technology (device, operating system, browser) and geography, with how each group
// behaves differently from the average visitor.
import type { Dataset } from "./catalog";

/** Multipliers on the average behaviour; absent = 1. */
export type Behaviour = Partial<
  Record<"engaged" | "views" | "key" | "seconds" | "fresh" | "users" | "items" | "reading", number>
>;

export type Technology = {
  deviceCategory: "desktop" | "mobile" | "tablet";
  operatingSystem: string;
  browser: string;
  weight: number;
};

export const TECHNOLOGIES: readonly Technology[] = [
  { deviceCategory: "desktop", operatingSystem: "Windows", browser: "Chrome", weight: 24 },
  { deviceCategory: "desktop", operatingSystem: "Windows", browser: "Edge", weight: 7 },
  { deviceCategory: "desktop", operatingSystem: "Macintosh", browser: "Chrome", weight: 9 },
  { deviceCategory: "desktop", operatingSystem: "Macintosh", browser: "Safari", weight: 8 },
  { deviceCategory: "desktop", operatingSystem: "Linux", browser: "Firefox", weight: 1.2 },
  { deviceCategory: "desktop", operatingSystem: "Chrome OS", browser: "Chrome", weight: 1.3 },
  { deviceCategory: "mobile", operatingSystem: "iOS", browser: "Safari", weight: 23 },
  { deviceCategory: "mobile", operatingSystem: "Android", browser: "Chrome", weight: 15 },
  { deviceCategory: "mobile", operatingSystem: "iOS", browser: "Chrome", weight: 3.5 },
  {
    deviceCategory: "mobile",
    operatingSystem: "Android",
    browser: "Samsung Internet",
    weight: 2.5,
  },
  { deviceCategory: "tablet", operatingSystem: "iOS", browser: "Safari", weight: 2.8 },
  { deviceCategory: "tablet", operatingSystem: "Android", browser: "Chrome", weight: 0.9 },
];

export const DEVICE_BEHAVIOUR: Record<Technology["deviceCategory"], Behaviour> = {
  desktop: { engaged: 1.07, views: 1.14, key: 1.35, seconds: 1.18 },
  mobile: { engaged: 0.93, views: 0.86, key: 0.68, seconds: 0.82 },
  tablet: { engaged: 0.97, views: 0.96, key: 0.85, seconds: 0.95 },
};

/** How much more than average a site's visitors use phones. */
export const MOBILE_LEAN: Record<Dataset["topic"], number> = {
  garden: 1,
  dental: 1.3,
  coffee: 1.55,
  law: 0.9,
};

export type Place = {
  country: string;
  countryId: string;
  region: string;
  city: string;
  weight: number;
};

const place = (
  country: string,
  countryId: string,
  region: string,
  city: string,
  weight: number,
) => ({
  country,
  countryId,
  region,
  city,
  weight,
});

const HOME: Record<Dataset["topic"], readonly Place[]> = {
  garden: [
    place("United States", "US", "Oregon", "Portland", 17),
    place("United States", "US", "Washington", "Seattle", 12),
    place("United States", "US", "Oregon", "Eugene", 3),
    place("United States", "US", "Oregon", "Salem", 2.5),
    place("United States", "US", "Washington", "Tacoma", 2.5),
    place("United States", "US", "Washington", "Vancouver", 2),
  ],
  dental: [
    place("United States", "US", "Texas", "Austin", 38),
    place("United States", "US", "Texas", "Round Rock", 6),
    place("United States", "US", "Texas", "Cedar Park", 4),
    place("United States", "US", "Texas", "San Antonio", 3),
  ],
  coffee: [
    place("United States", "US", "New York", "New York", 34),
    place("United States", "US", "New Jersey", "Jersey City", 4),
    place("United States", "US", "New Jersey", "Hoboken", 2),
  ],
  law: [
    place("United States", "US", "Massachusetts", "Boston", 30),
    place("United States", "US", "Massachusetts", "Quincy", 5),
    place("United States", "US", "Massachusetts", "Cambridge", 4),
  ],
};

const NATIONAL: readonly Place[] = [
  place("United States", "US", "California", "Los Angeles", 3),
  place("United States", "US", "California", "San Francisco", 2.2),
  place("United States", "US", "Illinois", "Chicago", 2),
  place("United States", "US", "Colorado", "Denver", 1.4),
  place("United States", "US", "Arizona", "Phoenix", 1.1),
  place("United States", "US", "Georgia", "Atlanta", 1.1),
  place("United States", "US", "(not set)", "(not set)", 6),
];

const ABROAD: readonly Place[] = [
  place("Canada", "CA", "British Columbia", "Vancouver", 2.2),
  place("Canada", "CA", "Ontario", "Toronto", 1.6),
  place("United Kingdom", "GB", "England", "London", 1.8),
  place("Australia", "AU", "New South Wales", "Sydney", 0.9),
  place("Germany", "DE", "Berlin", "Berlin", 0.6),
  place("India", "IN", "Karnataka", "Bengaluru", 1.1),
  place("Philippines", "PH", "Metro Manila", "Manila", 0.5),
  place("(not set)", "(not set)", "(not set)", "(not set)", 0.4),
];

export const ABROAD_BEHAVIOUR: Behaviour = { engaged: 0.78, views: 0.9, key: 0.15, fresh: 1.15 };

/** The places a site's visitors come from; local businesses draw mostly from their own area. */
export function placesFor(dataset: Dataset): readonly Place[] {
  const abroad = dataset.topic === "garden" ? 1.4 : dataset.topic === "coffee" ? 1.1 : 0.5;
  return [
    ...HOME[dataset.topic],
    ...NATIONAL,
    ...ABROAD.map((p) => ({ ...p, weight: p.weight * abroad })),
  ];
}
