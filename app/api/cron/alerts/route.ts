// GET /api/cron/alerts/ — the scheduled alert sweep for deployments without a long-running worker
// (Vercel Cron sends `Authorization: Bearer $CRON_SECRET`); queues one check per user with rules on
import { timingSafeEqual } from "node:crypto";
import { sweepAlerts } from "@/lib/alerts/schedule";
import { ApiError, notFound } from "@/lib/api/errors";
import { ok } from "@/lib/api/response";
import { apiRoute } from "@/lib/api/route";
import { env } from "@/lib/env";
import { getJobQueue } from "@/lib/jobs/process";

function authorised(header: string | null, secret: string): boolean {
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const GET = apiRoute(async (request) => {
  // Without a secret the route does not exist: nobody may start sweeps.
  if (!env.CRON_SECRET) throw notFound("Not found.");
  if (!authorised(request.headers.get("authorization"), env.CRON_SECRET))
    throw new ApiError(401, "unauthenticated", "The cron secret is missing or wrong.");
  return ok({ queued: await sweepAlerts(await getJobQueue()) });
});
