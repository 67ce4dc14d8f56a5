// GET /api/data/gbp/keywords?locationId&startMonth&endMonth — search keywords of one of the user's locations, by month
import { parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import {
  gbpKeywordsQueryFromSearchParams,
  gbpKeywordsQuerySchema,
  type GbpKeywordsResponse,
} from "@/lib/business-profile/keywords";
import { getDb } from "@/lib/db/client";
import { findUserLocation } from "@/lib/data-api/ownership";
import { gbpSearchKeywords } from "@/lib/business-profile/search-keywords";

export const GET = withSessionUser(async (request, user) => {
  const input = parseQuery(request, gbpKeywordsQuerySchema, gbpKeywordsQueryFromSearchParams);
  const location = await findUserLocation(await getDb(), user.id, input.locationId);
  return ok<GbpKeywordsResponse>(await gbpSearchKeywords(user.id, location, input));
});
