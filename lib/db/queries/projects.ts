import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { dataSources, projects } from "../schema";
import type { UserTx } from "../types";

export type Project = typeof projects.$inferSelect;
export type DataSource = typeof dataSources.$inferSelect;

/** A project as the project list shows it (spec §3). */
export type ProjectListing = Project & {
  dataSources: DataSource[];
  dataSourceCount: number;
  hasDataSources: boolean;
};

/** The user's projects, newest first, each with its data sources. */
export async function listProjects(
  tx: UserTx,
  options: { limit?: number } = {},
): Promise<ProjectListing[]> {
  const base = tx
    .select()
    .from(projects)
    .where(eq(projects.user_id, tx.userId))
    .orderBy(desc(projects.created_at));
  const rows = options.limit === undefined ? await base : await base.limit(options.limit);
  if (rows.length === 0) return [];

  const sources = await tx
    .select()
    .from(dataSources)
    .where(
      inArray(
        dataSources.project_id,
        rows.map((p) => p.id),
      ),
    )
    .orderBy(asc(dataSources.created_at));
  return rows.map((project) => {
    const own = sources.filter((s) => s.project_id === project.id);
    return {
      ...project,
      dataSources: own,
      dataSourceCount: own.length,
      hasDataSources: own.length > 0,
    };
  });
}

export async function createProject(
  tx: UserTx,
  input: { name: string; brand_terms?: string[] },
): Promise<Project> {
  const [row] = await tx
    .insert(projects)
    .values({ user_id: tx.userId, name: input.name, brand_terms: input.brand_terms ?? [] })
    .returning();
  if (!row) throw new Error("The project was not created.");
  return row;
}

/** Renames one of the user's projects; null when it is not theirs or does not exist. */
export async function renameProject(
  tx: UserTx,
  projectId: string,
  name: string,
): Promise<Project | null> {
  const [row] = await tx
    .update(projects)
    .set({ name })
    .where(and(eq(projects.id, projectId), eq(projects.user_id, tx.userId)))
    .returning();
  return row ?? null;
}

/** Deletes one of the user's projects and, by cascade, its data sources; false when nothing matched. */
export async function deleteProject(tx: UserTx, projectId: string): Promise<boolean> {
  const deleted = await tx
    .delete(projects)
    .where(and(eq(projects.id, projectId), eq(projects.user_id, tx.userId)))
    .returning({ id: projects.id });
  return deleted.length > 0;
}
