// POST /api/alerts/check/ — checks every alert rule of the user now (as a background job) and
// answers how many rules were checked, how many new alerts they raised and how many rules could
// not be read
import type { AlertCheckResponse } from "@/lib/alerts/types";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { runJobAndWait } from "@/lib/jobs/wait";

export const POST = withSessionUser(async (request, user) =>
  ok<AlertCheckResponse>(
    (await runJobAndWait("alert-check", user.id, { signal: request.signal })) as AlertCheckResponse,
  ),
);
