// GET /api/alerts/outbox/ — the alert emails kept for the user when no SMTP server is configured
import { listOutbox } from "@/lib/alerts/store";
import type { OutboxResponse } from "@/lib/alerts/types";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { withUser } from "@/lib/db/user-scope";
import { env } from "@/lib/env";

export const GET = withSessionUser(async (_request, user) =>
  ok<OutboxResponse>({
    smtp: env.SMTP_URL !== undefined,
    mails: await withUser(user.id, (tx) => listOutbox(tx)),
  }),
);
