// GET /api/data/url-inspection/batches/?projectId&propertyId — the property's newest bulk inspections
// and its inspection budget; POST — starts one (a pasted list, a sitemap, the top pages or a Coverage
// issue's URLs) as a background job
import { parseBody, parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { getJobQueue } from "@/lib/jobs/process";
import { planBatch } from "@/lib/url-inspection/batch-sources";
import { createBatch, toBatchDto } from "@/lib/url-inspection/batches";
import { MAX_LIST_TEXT } from "@/lib/url-inspection/limits";
import { batchesAndQuota } from "@/lib/url-inspection/reads";
import { batchesQuerySchema, createBatchSchema } from "@/lib/url-inspection/schemas";
import type { InspectionBatchDto, InspectionBatchesResponse } from "@/lib/url-inspection/types";

export const GET = withSessionUser(async (request, user) => {
  const input = parseQuery(request, batchesQuerySchema);
  const db = await getDb();
  const source = await findProjectProperty(db, user.id, input, "gsc");
  return ok<InspectionBatchesResponse>(await batchesAndQuota(db, user.id, source.property_uri));
});

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, createBatchSchema, { maxBytes: MAX_LIST_TEXT + 4096 });
  const db = await getDb();
  const source = await findProjectProperty(db, user.id, input, "gsc");
  const plan = await planBatch(db, user.id, source.property_uri, input);
  const batch = await createBatch(db, {
    userId: user.id,
    projectId: input.projectId,
    siteUrl: source.property_uri,
    source: input.source,
    ...plan,
  });
  await (await getJobQueue()).enqueue("url-inspection", user.id);
  return ok<{ batch: InspectionBatchDto }>({ batch: toBatchDto(batch) }, { status: 201 });
});
