import "server-only";
import { and, eq } from "drizzle-orm";
import { opportunityStates } from "@/lib/db/schema";
import type { Db, UserTx } from "@/lib/db/types";
import type { OpportunityState } from "./types";

// What a user decided about a project's opportunities: dismissed, or snoozed until a day.

export type StoredState = { state: Exclude<OpportunityState, "open">; snoozedUntil: Date | null };

/** The project's decisions, by opportunity id; a snooze that has ended counts as open again. */
export async function readStates(
  tx: UserTx,
  projectId: string,
  now: Date = new Date(),
): Promise<Map<string, StoredState>> {
  const rows = await tx
    .select()
    .from(opportunityStates)
    .where(eq(opportunityStates.project_id, projectId));
  const states = new Map<string, StoredState>();
  for (const row of rows) {
    if (row.state === "snoozed" && (!row.snoozed_until || row.snoozed_until <= now)) continue;
    states.set(row.opportunity_id, { state: row.state, snoozedUntil: row.snoozed_until });
  }
  return states;
}

/** Dismisses, snoozes or restores (deletes the decision of) one opportunity. */
export async function writeState(
  db: Db,
  userId: string,
  projectId: string,
  opportunityId: string,
  state: OpportunityState,
  snoozedUntil: Date | null,
): Promise<void> {
  if (state === "open") {
    await db
      .delete(opportunityStates)
      .where(
        and(
          eq(opportunityStates.project_id, projectId),
          eq(opportunityStates.opportunity_id, opportunityId),
          eq(opportunityStates.user_id, userId),
        ),
      );
    return;
  }
  const values = {
    project_id: projectId,
    user_id: userId,
    opportunity_id: opportunityId,
    state,
    snoozed_until: state === "snoozed" ? snoozedUntil : null,
    updated_at: new Date(),
  };
  await db
    .insert(opportunityStates)
    .values(values)
    .onConflictDoUpdate({
      target: [opportunityStates.project_id, opportunityStates.opportunity_id],
      set: {
        state: values.state,
        snoozed_until: values.snoozed_until,
        updated_at: values.updated_at,
      },
    });
}
