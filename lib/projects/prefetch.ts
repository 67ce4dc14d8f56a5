import "server-only";
import { cache } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { listAlerts } from "@/lib/alerts/store";
import { readSessionState } from "@/lib/auth/server/session-state";
import type { SessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { withUser } from "@/lib/db/user-scope";
import { listRecentRuns } from "@/lib/jobs/runs";
import {
  alertKeys,
  authKeys,
  dataSourceKeys,
  googlePropertyKeys,
  jobKeys,
  projectKeys,
} from "@/lib/query/keys";
import { getGoogleProperties } from "./google-properties";
import { getProjects } from "./projects";
import type { ProjectDto } from "./types";

/** The user's projects with their data sources, read once per request (layout and page share it). */
export const getUserProjects = cache(async (userId: string): Promise<ProjectDto[] | null> => {
  const db = await getDb().catch(() => null);
  return db ? getProjects(db, userId).catch(() => null) : null;
});

/**
 * What the app shell reads on every view: the session (profile and token health, as
 * /api/auth/session/ answers), projects, each project's data sources, the Google properties, the
 * jobs tray and the alerts bell. A failure is left out, so the client fetches it again itself.
 */
export async function prefetchShell(queryClient: QueryClient, user: SessionUser): Promise<number> {
  // What the reads below miss, the change stream replays from this moment (lib/realtime).
  const readsBegan = Date.now();
  const userId = user.id;
  const db = await getDb().catch(() => null);
  const [projects, properties, jobs, session, alerts] = await Promise.all([
    getUserProjects(userId),
    db ? getGoogleProperties(db, userId).catch(() => null) : null,
    db ? withUser(userId, (tx) => listRecentRuns(tx), db).catch(() => null) : null,
    db ? readSessionState(user, { db }).catch(() => null) : null,
    db ? withUser(userId, (tx) => listAlerts(tx), db).catch(() => null) : null,
  ]);
  if (session) queryClient.setQueryData(authKeys.session, session);
  if (alerts) queryClient.setQueryData(alertKeys.list, alerts);
  if (projects) {
    queryClient.setQueryData(projectKeys.all, projects);
    for (const project of projects) {
      queryClient.setQueryData(dataSourceKeys.project(project.id), project.dataSources);
    }
  }
  if (properties) queryClient.setQueryData(googlePropertyKeys.all, properties);
  if (jobs) queryClient.setQueryData(jobKeys.all, jobs);
  return readsBegan;
}
