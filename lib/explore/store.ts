import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { notFound } from "@/lib/api/errors";
import { ga4Explorations } from "@/lib/db/schema";
import type { Db, UserTx } from "@/lib/db/types";
import { explorationDefinitionSchema, type ExplorationDefinition } from "./definition";
import type { SavedExploration } from "./types";

export type { SavedExploration } from "./types";

// The explorations a user saved in a project. Rows are read under row level security (the user's
// own); the server writes them after the route has checked that the project is the user's.

/** How many explorations one project keeps; a save past it asks to delete one first. */
export const MAX_SAVED_EXPLORATIONS = 100;

/**
 * A stored row as the app uses it. The definition is checked again on the way out, so a row
 * written by an older version (or edited by hand) that no longer parses is left out, never sent.
 */
function toSaved(row: typeof ga4Explorations.$inferSelect): SavedExploration | null {
  const parsed = explorationDefinitionSchema.safeParse(row.definition);
  if (!parsed.success) return null;
  return {
    id: row.id,
    name: row.name,
    definition: parsed.data,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The project's saved explorations, the latest changed first. */
export async function listExplorations(tx: UserTx, projectId: string): Promise<SavedExploration[]> {
  const rows = await tx
    .select()
    .from(ga4Explorations)
    .where(eq(ga4Explorations.project_id, projectId))
    .orderBy(desc(ga4Explorations.updated_at))
    .limit(MAX_SAVED_EXPLORATIONS);
  return rows.map(toSaved).filter((s): s is SavedExploration => s !== null);
}

/** Saves a new exploration, or replaces the one with `id` (which must be the user's, in the project). */
export async function saveExploration(
  db: Db,
  userId: string,
  projectId: string,
  input: { id?: string; name: string; definition: ExplorationDefinition },
): Promise<SavedExploration> {
  const now = new Date();
  if (input.id) {
    const [row] = await db
      .update(ga4Explorations)
      .set({ name: input.name, definition: input.definition, updated_at: now })
      .where(
        and(
          eq(ga4Explorations.id, input.id),
          eq(ga4Explorations.project_id, projectId),
          eq(ga4Explorations.user_id, userId),
        ),
      )
      .returning();
    if (!row) throw notFound("No saved exploration with this id exists in this project.");
    return toSaved(row)!;
  }
  const [row] = await db
    .insert(ga4Explorations)
    .values({
      project_id: projectId,
      user_id: userId,
      name: input.name,
      definition: input.definition,
      updated_at: now,
    })
    .returning();
  return toSaved(row!)!;
}

/** How many explorations the project holds. */
export async function countExplorations(db: Db, userId: string, projectId: string) {
  const rows = await db
    .select({ id: ga4Explorations.id })
    .from(ga4Explorations)
    .where(and(eq(ga4Explorations.project_id, projectId), eq(ga4Explorations.user_id, userId)));
  return rows.length;
}

/** Deletes one of the user's explorations; a missing or foreign one is a 404. */
export async function deleteExploration(
  db: Db,
  userId: string,
  projectId: string,
  id: string,
): Promise<void> {
  const deleted = await db
    .delete(ga4Explorations)
    .where(
      and(
        eq(ga4Explorations.id, id),
        eq(ga4Explorations.project_id, projectId),
        eq(ga4Explorations.user_id, userId),
      ),
    )
    .returning({ id: ga4Explorations.id });
  if (deleted.length === 0)
    throw notFound("No saved exploration with this id exists in this project.");
}
