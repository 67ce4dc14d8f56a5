// Business Information v1 Location resources (google-apis.md §4.2) for the world's locations.
// Proto3 JSON: false booleans and empty lists are left out, as Google leaves them out.
import type { GbpLocation } from "./catalog";
import { hash32, unit } from "./ga4-noise";

const CITY_CENTRES: Record<string, [number, number]> = {
  Portland: [45.5122, -122.6587],
  Seattle: [47.6686, -122.3848],
  Austin: [30.2711, -97.7537],
  Brooklyn: [40.7181, -73.9571],
};

const WEEK = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"];

// Opening hours by kind of business: [first day, last day, opens, closes] (days index WEEK).
const HOURS: Record<string, [number, number, number, number][]> = {
  "categories/gcid:garden_center": [
    [0, 5, 9, 19],
    [6, 6, 10, 17],
  ],
  "categories/gcid:landscaper": [[0, 4, 8, 17]],
  "categories/gcid:dentist": [
    [0, 3, 8, 17],
    [4, 4, 8, 14],
  ],
  "categories/gcid:coffee_shop": [
    [0, 4, 7, 18],
    [5, 6, 8, 17],
  ],
};

const DESCRIPTIONS: Record<string, string> = {
  "categories/gcid:garden_center":
    "Neighbourhood garden centre with vegetable starts, native perennials, fruit trees, soil and compost by the bag or the yard, and staff who garden in the same climate you do.",
  "categories/gcid:landscaper":
    "Garden design, planting and seasonal care across the Portland metro area. We come to you: raised beds, native borders, drip irrigation and fall clean-ups.",
  "categories/gcid:dentist":
    "Family and cosmetic dentistry in downtown Austin: cleanings, fillings, crowns, implants and clear aligners, with early and Friday appointments.",
  "categories/gcid:coffee_shop":
    "Williamsburg coffee bar and roastery. Single-origin pour-overs, espresso from our own roast, pastries from local bakers, and beans to take home.",
};

function periods(category: string) {
  return (HOURS[category] ?? [[0, 4, 9, 17]]).flatMap(([from, to, opens, closes]) =>
    WEEK.slice(from, to + 1).map((day) => ({
      openDay: day,
      openTime: { hours: opens },
      closeDay: day,
      closeTime: { hours: closes },
    })),
  );
}

/** A stable Place ID and Maps CID for a location, shaped like Google's. */
export function placeIdentity(location: GbpLocation) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const placeId =
    "ChIJ" + Array.from({ length: 23 }, (_, i) => alphabet[hash32(location.seed, i) % 64]).join("");
  const cid = (BigInt(hash32(location.seed, 91)) << 32n) | BigInt(hash32(location.seed, 92));
  return { placeId, cid: cid.toString() };
}

/** Every top-level field the emulator knows for `location`. */
export function locationResource(location: GbpLocation): Record<string, unknown> {
  const { placeId, cid } = placeIdentity(location);
  const centre = location.address ? CITY_CENTRES[location.address.locality] : undefined;
  const isCoffee = location.category.name === "categories/gcid:coffee_shop";
  return {
    name: `locations/${location.locationId}`,
    languageCode: "en",
    storeCode: `STORE-${location.locationId.slice(-4)}`,
    title: location.title,
    phoneNumbers: { primaryPhone: location.primaryPhone },
    categories: { primaryCategory: location.category },
    ...(location.address
      ? {
          storefrontAddress: {
            regionCode: location.address.regionCode,
            languageCode: "en",
            postalCode: location.address.postalCode,
            administrativeArea: location.address.administrativeArea,
            locality: location.address.locality,
            addressLines: location.address.addressLines,
          },
        }
      : {}),
    ...(location.websiteUri ? { websiteUri: location.websiteUri } : {}),
    regularHours: { periods: periods(location.category.name) },
    ...(location.address
      ? {}
      : {
          serviceArea: {
            businessType: "CUSTOMER_LOCATION_ONLY",
            places: {
              placeInfos: [
                { placeName: "Portland, OR, USA", placeId: "ChIJJ3SpfQsLlVQRkYXR9ua5Nhw" },
              ],
            },
            regionCode: "US",
          },
        }),
    ...(centre
      ? {
          latlng: {
            latitude: centre[0] + (unit(location.seed, 1) - 0.5) * 0.02,
            longitude: centre[1] + (unit(location.seed, 2) - 0.5) * 0.02,
          },
        }
      : {}),
    openInfo: {
      status: "OPEN",
      canReopen: true,
      openingDate: { year: 2016 + (location.seed % 6), month: 4 },
    },
    metadata: {
      canDelete: true,
      canOperateLocalPost: true,
      canModifyServiceList: true,
      ...(isCoffee ? { canHaveFoodMenus: true } : {}),
      placeId,
      mapsUri: `https://maps.google.com/maps?cid=${cid}`,
      newReviewUri: `https://search.google.com/local/writereview?placeid=${placeId}`,
      canHaveBusinessCalls: true,
      hasVoiceOfMerchant: true,
    },
    profile: { description: DESCRIPTIONS[location.category.name] ?? location.title },
  };
}

/** Top-level Location fields a readMask may name. */
export const LOCATION_FIELDS = new Set([
  "name",
  "languageCode",
  "storeCode",
  "title",
  "phoneNumbers",
  "categories",
  "storefrontAddress",
  "websiteUri",
  "regularHours",
  "specialHours",
  "serviceArea",
  "labels",
  "adWordsLocationExtensions",
  "latlng",
  "openInfo",
  "metadata",
  "profile",
  "relationshipData",
  "moreHours",
  "serviceItems",
]);
