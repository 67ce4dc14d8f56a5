// POST /api/data/search-console — search analytics rows of a project's Search Console property, with totals and what the rows leave out
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { assertSearchConsolePatterns } from "@/lib/data-api/patterns";
import { searchConsoleDataRequestSchema } from "@/lib/data-api/schemas/search-console";
import { TABLE_MAX_PAGE_SIZE } from "@/lib/data-api/table-page";
import { searchConsoleData } from "@/lib/data-api/search-console";
import type { SearchConsoleDataResponse } from "@/lib/data-api/types";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, searchConsoleDataRequestSchema);
  assertSearchConsolePatterns(input.filters);
  const source = await findProjectProperty(await getDb(), user.id, input, "gsc");
  // The browser receives a page, never every row: a request that names none gets the first 500.
  const table = input.table ?? {
    sort: "clicks" as const,
    desc: true,
    pageIndex: 0,
    pageSize: TABLE_MAX_PAGE_SIZE,
  };
  return ok<SearchConsoleDataResponse>(
    await searchConsoleData(user.id, source.property_uri, { ...input, table }),
  );
});
