// GET /api/alerts/ — the signed-in user's newest alerts (the history) and how many are unread
import { listAlerts } from "@/lib/alerts/store";
import type { AlertListResponse } from "@/lib/alerts/types";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { withUser } from "@/lib/db/user-scope";

export const GET = withSessionUser(async (_request, user) =>
  ok<AlertListResponse>(await withUser(user.id, (tx) => listAlerts(tx))),
);
