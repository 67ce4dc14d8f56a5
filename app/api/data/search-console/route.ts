// POST /api/data/search-console — search analytics rows of a project's Search Console property, with totals and what the rows leave out
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { ok, parseBody, respondData } from "@/lib/data-api/http";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { searchConsoleDataRequestSchema } from "@/lib/data-api/schemas/search-console";
import { searchConsoleData } from "@/lib/data-api/search-console";
import type { SearchConsoleDataResponse } from "@/lib/data-api/types";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, searchConsoleDataRequestSchema);
  if (!input.ok) return input.response;
  return respondData("reading Search Console data", async () => {
    const source = await findProjectProperty(await getDb(), user.id, input.data, "gsc");
    return ok<SearchConsoleDataResponse>(
      await searchConsoleData(user.id, source.property_uri, input.data),
    );
  });
});
