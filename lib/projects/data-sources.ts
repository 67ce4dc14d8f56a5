import "server-only";
import { and, eq } from "drizzle-orm";
import { addDataSource, listDataSources, removeDataSource } from "@/lib/db/queries/data-sources";
import { listGoogleProperties } from "@/lib/db/queries/google-properties";
import { googleProperties, projects } from "@/lib/db/schema";
import type { Db, UserTx } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import { toDataSourceDtos } from "./dto";
import { dataSourceNotFound, projectNotFound, propertyNotFound } from "./errors";
import type { DataSourceInput } from "./schemas";
import type { DataSourceDto } from "./types";

async function requireOwnProject(tx: UserTx, projectId: string): Promise<void> {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.user_id, tx.userId)))
    .limit(1);
  if (!row) throw projectNotFound();
}

/** The data sources of one of the user's projects, enriched from their Google properties. */
export function getProjectDataSources(
  db: Db,
  userId: string,
  projectId: string,
): Promise<DataSourceDto[]> {
  return withUser(
    userId,
    async (tx) => {
      await requireOwnProject(tx, projectId);
      const sources = await listDataSources(tx, projectId);
      if (sources.length === 0) return [];
      return toDataSourceDtos(sources, await listGoogleProperties(tx));
    },
    db,
  );
}

/** Adds one of the user's synced Google properties to a project; adding it again returns the same row. */
export function connectDataSource(
  db: Db,
  userId: string,
  projectId: string,
  input: DataSourceInput,
): Promise<DataSourceDto> {
  return withUser(
    userId,
    async (tx) => {
      await requireOwnProject(tx, projectId);
      const [property] = await tx
        .select()
        .from(googleProperties)
        .where(
          and(
            eq(googleProperties.user_id, tx.userId),
            eq(googleProperties.property_type, input.type),
            eq(googleProperties.property_uri, input.property_uri),
          ),
        )
        .limit(1);
      if (!property) throw propertyNotFound();
      const source = await addDataSource(tx, {
        project_id: projectId,
        type: input.type,
        property_uri: property.property_uri,
        property_name: property.property_name,
      });
      const [dto] = toDataSourceDtos([source], [property]);
      return dto!;
    },
    db,
  );
}

export function disconnectDataSource(
  db: Db,
  userId: string,
  projectId: string,
  dataSourceId: string,
): Promise<void> {
  return withUser(
    userId,
    async (tx) => {
      await requireOwnProject(tx, projectId);
      if (!(await removeDataSource(tx, projectId, dataSourceId))) throw dataSourceNotFound();
    },
    db,
  );
}
