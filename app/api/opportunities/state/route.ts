// PUT /api/opportunities/state — dismisses, snoozes or restores one of a project's opportunities
import { parseBody } from "@/lib/api/request";
import { noContent } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { opportunityStateRequestSchema } from "@/lib/opportunities/schemas";
import { writeState } from "@/lib/opportunities/store";

const DAY_MS = 24 * 60 * 60 * 1000;

export const PUT = withSessionUser(async (request, user) => {
  const input = await parseBody(request, opportunityStateRequestSchema);
  const db = await getDb();
  // Another user's project answers 404, as on the data routes.
  await findProjectProperty(db, user.id, input, "gsc");
  const until =
    input.state === "snoozed" ? new Date(Date.now() + (input.snoozeDays ?? 7) * DAY_MS) : null;
  await writeState(db, user.id, input.projectId, input.opportunityId, input.state, until);
  return noContent();
});
