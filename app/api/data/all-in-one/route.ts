// POST /api/data/all-in-one — one page of the project's pages joined across Search Console, GA4 and Business Profile
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { notFound } from "@/lib/api/errors";
import { withSessionUser } from "@/lib/auth/server/session";
import { allInOneReport } from "@/lib/all-in-one/report";
import { allInOneRequestSchema } from "@/lib/all-in-one/schemas";
import type { AllInOneResponse } from "@/lib/all-in-one/view-types";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, allInOneRequestSchema);
  const db = await getDb();
  // The pages belong to the project's Search Console property; another user's is a 404.
  await findProjectProperty(db, user.id, input, "gsc");
  const report = await allInOneReport(db, user.id, input);
  if (!report) throw notFound("This project has no Search Console property to join pages on.");
  return ok<AllInOneResponse>(report);
});
