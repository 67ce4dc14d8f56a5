import "server-only";
import { and, eq } from "drizzle-orm";
import { listDataSources } from "@/lib/db/queries/data-sources";
import { listGoogleProperties } from "@/lib/db/queries/google-properties";
import { createProject, deleteProject, listProjects } from "@/lib/db/queries/projects";
import { projects } from "@/lib/db/schema";
import type { Db, UserTx } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import { toDataSourceDtos, toProjectDto } from "./dto";
import { projectNotFound } from "./errors";
import type { ProjectInput, ProjectUpdate } from "./schemas";
import type { ProjectDto } from "./types";

/** The user's projects, newest first, each with its enriched data sources. */
export function getProjects(db: Db, userId: string): Promise<ProjectDto[]> {
  return withUser(
    userId,
    async (tx) => {
      const projects = await listProjects(tx);
      if (projects.length === 0) return [];
      const properties = await listGoogleProperties(tx);
      return projects.map((p) => toProjectDto(p, toDataSourceDtos(p.dataSources, properties)));
    },
    db,
  );
}

/** Creates a project in the user's transaction; a new project has no data sources yet. */
export async function newProject(tx: UserTx, input: ProjectInput): Promise<ProjectDto> {
  return toProjectDto(await createProject(tx, input), []);
}

export function addProject(db: Db, userId: string, input: ProjectInput): Promise<ProjectDto> {
  return withUser(userId, (tx) => newProject(tx, input), db);
}

/** Renames one of the user's projects or sets its brand terms; a missing or foreign id is a 404. */
export function updateUserProject(
  db: Db,
  userId: string,
  projectId: string,
  input: ProjectUpdate,
): Promise<ProjectDto> {
  return withUser(
    userId,
    async (tx) => {
      const [project] = await tx
        .update(projects)
        .set({
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.brand_terms === undefined ? {} : { brand_terms: input.brand_terms }),
        })
        .where(and(eq(projects.id, projectId), eq(projects.user_id, tx.userId)))
        .returning();
      if (!project) throw projectNotFound();
      const sources = await listDataSources(tx, project.id);
      const properties = sources.length > 0 ? await listGoogleProperties(tx) : [];
      return toProjectDto(project, toDataSourceDtos(sources, properties));
    },
    db,
  );
}

/** Deletes one of the user's projects with its data sources; a missing or foreign id is a 404. */
export function deleteUserProject(db: Db, userId: string, projectId: string): Promise<void> {
  return withUser(
    userId,
    async (tx) => {
      if (!(await deleteProject(tx, projectId))) throw projectNotFound();
    },
    db,
  );
}
