import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { dataSources, type DataSourceType } from "../schema";
import { rawRows } from "../raw-rows";
import type { Db, UserTx } from "../types";

export type DataSource = typeof dataSources.$inferSelect;

export type NewDataSource = {
  project_id: string;
  type: DataSourceType;
  property_uri: string;
  property_name?: string | null;
};

// Row level security limits these to data sources of the user's own projects, so no user_id filter
// is needed: the projects table is the owner here.

export async function listDataSources(
  tx: UserTx,
  projectId: string,
  options: { limit?: number } = {},
): Promise<DataSource[]> {
  const base = tx
    .select()
    .from(dataSources)
    .where(eq(dataSources.project_id, projectId))
    .orderBy(asc(dataSources.created_at));
  return options.limit === undefined ? base : base.limit(options.limit);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `listDataSources` as `userId` in a single statement (no transaction of four round trips): the SQL
 * function takes the `authenticated` role with the user's claims before it reads, so row level
 * security decides as in withUser. Every data request of the dashboard starts with this lookup.
 */
export async function listDataSourcesAsUser(
  db: Db,
  userId: string,
  projectId: string,
): Promise<DataSource[]> {
  if (!UUID.test(userId)) throw new Error("listDataSourcesAsUser needs a user id in UUID form.");
  if (!UUID.test(projectId)) return [];
  const rows = await rawRows<DataSource>(
    db,
    sql`select id, project_id, property_uri, type, property_name, created_at
        from private.project_data_sources_as_user(${userId}::uuid, ${projectId}::uuid)`,
  );
  // The drivers agree on every column but the timestamp (postgres.js may hand back its text).
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}

/** Adds a property to a project; adding the same one again returns the existing row (with a newer name). */
export async function addDataSource(tx: UserTx, input: NewDataSource): Promise<DataSource> {
  const [row] = await tx
    .insert(dataSources)
    .values(input)
    .onConflictDoUpdate({
      target: [dataSources.project_id, dataSources.type, dataSources.property_uri],
      set: { property_name: sql`coalesce(excluded.property_name, ${dataSources.property_name})` },
    })
    .returning();
  if (!row) throw new Error("The data source was not added.");
  return row;
}

/** Removes a data source from a project; false when nothing matched. */
export async function removeDataSource(
  tx: UserTx,
  projectId: string,
  dataSourceId: string,
): Promise<boolean> {
  const deleted = await tx
    .delete(dataSources)
    .where(and(eq(dataSources.id, dataSourceId), eq(dataSources.project_id, projectId)))
    .returning({ id: dataSources.id });
  return deleted.length > 0;
}
