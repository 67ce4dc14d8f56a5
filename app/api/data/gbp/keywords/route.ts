// GET /api/data/gbp/keywords?locationId&startMonth&endMonth — search keywords of one of the user's locations, by month
import { withSessionUser } from "@/lib/auth/server/session";
import {
  gbpKeywordsQueryFromSearchParams,
  gbpKeywordsQuerySchema,
  type GbpKeywordsResponse,
} from "@/lib/business-profile/keywords";
import { getDb } from "@/lib/db/client";
import { ok, parseInput, respondData } from "@/lib/data-api/http";
import { findUserLocation } from "@/lib/data-api/ownership";
import { gbpSearchKeywords } from "./search-keywords";

export const GET = withSessionUser(async (request, user) => {
  const input = parseInput(
    gbpKeywordsQueryFromSearchParams(request.nextUrl.searchParams),
    gbpKeywordsQuerySchema,
  );
  if (!input.ok) return input.response;
  return respondData("reading Business Profile search keywords", async () => {
    const location = await findUserLocation(await getDb(), user.id, input.data.locationId);
    return ok<GbpKeywordsResponse>(await gbpSearchKeywords(user.id, location, input.data));
  });
});
