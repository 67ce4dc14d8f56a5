// POST /api/data/url-inspection — how Google indexed one URL of a project's Search Console property, and the inspection quota left
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { urlInspectionRequestSchema } from "@/lib/data-api/schemas/search-console-tools";
import { inspectUrl } from "@/lib/data-api/search-console-tools";
import type { UrlInspectionResponse } from "@/lib/data-api/types";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, urlInspectionRequestSchema);
  const source = await findProjectProperty(await getDb(), user.id, input, "gsc");
  return ok<UrlInspectionResponse>(await inspectUrl(user.id, source.property_uri, input.url));
});
