import "server-only";
import { endOfMonth } from "date-fns";
import type { GmbLocation } from "@/lib/db/queries/gmb";
import type { GbpKeywordsQuery, GbpKeywordsResponse } from "@/lib/business-profile/keywords";
import { toDateKey } from "@/lib/dates/format";
import { businessProfile } from "@/lib/google/business-profile";
import { googleCallContext } from "@/lib/google/call-context";
import { cachedGoogleCall, ttlForRange } from "@/lib/google/response-cache";

/** The keywords one of the user's locations was found with over whole months, as Google counts them. */
export async function gbpSearchKeywords(
  userId: string,
  location: Pick<GmbLocation, "id" | "location_id">,
  { startMonth, endMonth }: GbpKeywordsQuery,
): Promise<GbpKeywordsResponse> {
  const range = { startMonth, endMonth };
  // A month still in progress keeps changing; past months are final.
  const lastDay = toDateKey(endOfMonth(new Date(`${endMonth}-01T00:00:00`)));
  const counts = await cachedGoogleCall(
    { userId, property: `locations/${location.location_id}`, request: { keywords: range } },
    ttlForRange({ endDate: lastDay }),
    () =>
      businessProfile(googleCallContext(userId)).monthlySearchKeywords(location.location_id, range),
  );
  return {
    locationId: location.id,
    ...range,
    keywords: counts.map((k) => ({
      keyword: k.keyword,
      value: k.value ?? null,
      threshold: k.threshold ?? null,
    })),
  };
}
