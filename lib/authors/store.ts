import "server-only";
import { and, asc, desc, eq, inArray, lt, max, or, sql } from "drizzle-orm";
import { notFound } from "@/lib/api/errors";
import { listDataSources, type DataSource } from "@/lib/db/queries/data-sources";
import {
  authorAliases,
  authorAssignments,
  authorCrawls,
  authorNames,
  authorPages,
  authorRules,
  jobRuns,
  projects,
} from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";

// The Authors tables (supabase/migrations/20261205000100_authors.sql). Reads run as the user under
// row level security; writes go through the server's connection after `projectSite` (or the data
// routes' `findProjectProperty`) has checked that the project is the user's.

export type CrawlRow = typeof authorCrawls.$inferSelect;
export type StoredPage = typeof authorPages.$inferSelect;
export type RuleRow = typeof authorRules.$inferSelect;
export type NewPage = Omit<
  typeof authorPages.$inferInsert,
  "project_id" | "user_id" | "crawled_at"
>;

/** Everything that decides who wrote a project's pages. */
export type AuthorInputsStored = {
  pages: StoredPage[];
  rules: RuleRow[];
  imported: Map<string, string>;
  manual: Map<string, string | null>;
  aliases: Map<string, string>;
  names: Map<string, string>;
};

const PAGE_CHUNK = 500;

/** The user's project and its Search Console source (null when it has none); else a 404. */
export async function projectSite(
  db: Db,
  userId: string,
  projectId: string,
): Promise<{ projectId: string; source: DataSource | null }> {
  const { found, sources } = await withUser(
    userId,
    async (tx) => {
      const [project] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.id, projectId));
      return {
        found: Boolean(project),
        sources: project ? await listDataSources(tx, projectId) : [],
      };
    },
    db,
  );
  if (!found) throw notFound("No project with this id exists.");
  return { projectId, source: sources.find((s) => s.type === "gsc") ?? null };
}

/** The same, when the work needs the project's Search Console property. */
export async function projectGscSite(db: Db, userId: string, projectId: string) {
  const { source } = await projectSite(db, userId, projectId);
  if (!source) {
    throw notFound(
      "This project has no Search Console property. Add one under Projects to find its authors.",
    );
  }
  return source;
}

// ─── Crawls ────────────────────────────────────────────────────────────────────────────────────

/** The project's newest crawl, as the user reads it. */
export async function latestCrawl(
  db: Db,
  userId: string,
  projectId: string,
): Promise<CrawlRow | null> {
  const [row] = await withUser(
    userId,
    (tx) =>
      tx
        .select()
        .from(authorCrawls)
        .where(eq(authorCrawls.project_id, projectId))
        .orderBy(desc(authorCrawls.created_at))
        .limit(1),
    db,
  );
  return row ?? null;
}

/** A new queued crawl of the project, or the one already queued or running (one at a time). */
export async function queueCrawl(
  db: Db,
  input: { userId: string; projectId: string; siteUrl: string },
): Promise<{ crawl: CrawlRow; created: boolean }> {
  const [created] = await db
    .insert(authorCrawls)
    .values({ user_id: input.userId, project_id: input.projectId, site_url: input.siteUrl })
    .onConflictDoNothing()
    .returning();
  if (created) return { crawl: created, created: true };
  const [active] = await db
    .select()
    .from(authorCrawls)
    .where(
      and(
        eq(authorCrawls.project_id, input.projectId),
        inArray(authorCrawls.state, ["queued", "running"]),
      ),
    );
  if (!active) throw new Error("The author crawl was refused and none is waiting.");
  return { crawl: active, created: false };
}

/** Names the job queued for a crawl, unless a job has taken the crawl up already. */
export async function setCrawlJob(db: Db, crawlId: string, jobId: string): Promise<void> {
  await db
    .update(authorCrawls)
    .set({ job_id: jobId })
    .where(and(eq(authorCrawls.id, crawlId), eq(authorCrawls.state, "queued")));
}

/** The job record of the user's author crawl that is running now (the stately queue runs one). */
export async function runningJobId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(
      and(
        eq(jobRuns.user_id, userId),
        eq(jobRuns.kind, "author-crawl"),
        eq(jobRuns.state, "running"),
      ),
    )
    .orderBy(desc(jobRuns.updated_at))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Takes the user's oldest waiting crawl for job `jobId`, or the crawl this job was running when an
 * earlier attempt of it stopped; null when none is left.
 */
export async function claimCrawl(
  db: Db,
  userId: string,
  jobId: string | null,
): Promise<CrawlRow | null> {
  const mine = jobId
    ? or(
        eq(authorCrawls.state, "queued"),
        and(eq(authorCrawls.state, "running"), eq(authorCrawls.job_id, jobId)),
      )
    : eq(authorCrawls.state, "queued");
  const [next] = await db
    .select({ id: authorCrawls.id })
    .from(authorCrawls)
    .where(and(eq(authorCrawls.user_id, userId), mine))
    .orderBy(asc(authorCrawls.created_at))
    .limit(1);
  if (!next) return null;
  const [claimed] = await db
    .update(authorCrawls)
    .set({
      state: "running",
      ...(jobId ? { job_id: jobId } : {}),
      started_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(and(eq(authorCrawls.id, next.id), inArray(authorCrawls.state, ["queued", "running"])))
    .returning();
  return claimed ?? null;
}

export type CrawlCounts = Partial<
  Pick<
    CrawlRow,
    | "total"
    | "done"
    | "capped"
    | "pages_crawled"
    | "pages_with_author"
    | "blocked_by_robots"
    | "failed"
  >
>;

/** Records a running crawl's counts; false when it is no longer running (cancelled). */
export async function updateCrawl(db: Db, crawlId: string, counts: CrawlCounts): Promise<boolean> {
  const rows = await db
    .update(authorCrawls)
    .set({ ...counts, updated_at: sql`now()` })
    .where(and(eq(authorCrawls.id, crawlId), eq(authorCrawls.state, "running")))
    .returning({ id: authorCrawls.id });
  return rows.length > 0;
}

export async function finishCrawl(
  db: Db,
  crawlId: string,
  state: "completed" | "failed" | "cancelled",
  error?: string,
): Promise<void> {
  await db
    .update(authorCrawls)
    .set({
      state,
      error_message: error?.slice(0, 500) ?? null,
      updated_at: sql`now()`,
      finished_at: sql`now()`,
    })
    .where(and(eq(authorCrawls.id, crawlId), inArray(authorCrawls.state, ["queued", "running"])));
}

/** Crawls whose job record says cancelled are cancelled too (the user cancelled from the tray). */
export async function cancelCrawlsOfJob(db: Db, jobId: string): Promise<void> {
  await db
    .update(authorCrawls)
    .set({ state: "cancelled", updated_at: sql`now()`, finished_at: sql`now()` })
    .where(and(eq(authorCrawls.job_id, jobId), inArray(authorCrawls.state, ["queued", "running"])));
}

/** Projects crawled before, each with its site: the weekly crawl goes over them again. */
export async function crawledProjects(
  db: Db,
): Promise<{ userId: string; projectId: string; siteUrl: string }[]> {
  const rows = await db
    .selectDistinctOn([authorCrawls.project_id], {
      userId: authorCrawls.user_id,
      projectId: authorCrawls.project_id,
      siteUrl: authorCrawls.site_url,
    })
    .from(authorCrawls)
    .orderBy(authorCrawls.project_id, desc(authorCrawls.created_at));
  return rows;
}

// ─── Pages ─────────────────────────────────────────────────────────────────────────────────────

/** Stores a batch of crawled pages (the newest reading of each URL wins). */
export async function savePages(
  db: Db,
  owner: { userId: string; projectId: string },
  pages: NewPage[],
): Promise<void> {
  for (let i = 0; i < pages.length; i += PAGE_CHUNK) {
    const chunk = pages.slice(i, i + PAGE_CHUNK).map((page) => ({
      ...page,
      project_id: owner.projectId,
      user_id: owner.userId,
    }));
    await db
      .insert(authorPages)
      .values(chunk)
      .onConflictDoUpdate({
        target: [authorPages.project_id, authorPages.url],
        set: {
          title: sql`excluded.title`,
          authors: sql`excluded.authors`,
          author_source: sql`excluded.author_source`,
          published: sql`excluded.published`,
          modified: sql`excluded.modified`,
          http_status: sql`excluded.http_status`,
          robots_blocked: sql`excluded.robots_blocked`,
          error: sql`excluded.error`,
          // The database's clock, as the crawl's start is: pruning compares the two.
          crawled_at: sql`now()`,
        },
      });
  }
}

/** Drops the pages a completed crawl no longer found (read before `since`). */
export async function prunePages(db: Db, projectId: string, since: Date): Promise<void> {
  await db
    .delete(authorPages)
    .where(and(eq(authorPages.project_id, projectId), lt(authorPages.crawled_at, since)));
}

/** The crawl's pages, the rules, imports, edits, merges and renames of the project. */
export async function readAuthorInputs(
  db: Db,
  userId: string,
  projectId: string,
): Promise<AuthorInputsStored> {
  return withUser(
    userId,
    async (tx) => {
      const [pages, rules, assignments, aliases, names] = [
        await tx.select().from(authorPages).where(eq(authorPages.project_id, projectId)),
        await tx
          .select()
          .from(authorRules)
          .where(eq(authorRules.project_id, projectId))
          .orderBy(asc(authorRules.position)),
        await tx
          .select()
          .from(authorAssignments)
          .where(eq(authorAssignments.project_id, projectId)),
        await tx.select().from(authorAliases).where(eq(authorAliases.project_id, projectId)),
        await tx.select().from(authorNames).where(eq(authorNames.project_id, projectId)),
      ];
      const imported = new Map<string, string>();
      const manual = new Map<string, string | null>();
      for (const a of assignments) {
        if (a.source === "manual") manual.set(a.url, a.author_name);
        else if (a.author_name) imported.set(a.url, a.author_name);
      }
      return {
        pages,
        rules,
        imported,
        manual,
        aliases: new Map(aliases.map((a) => [a.from_id, a.into_id])),
        names: new Map(names.map((n) => [n.author_id, n.name])),
      };
    },
    db,
  );
}

// ─── Rules, imports, edits ─────────────────────────────────────────────────────────────────────

/** The most rules a project keeps. */
export const MAX_RULES = 200;

export async function listRules(db: Db, userId: string, projectId: string): Promise<RuleRow[]> {
  return withUser(
    userId,
    (tx) =>
      tx
        .select()
        .from(authorRules)
        .where(eq(authorRules.project_id, projectId))
        .orderBy(asc(authorRules.position)),
    db,
  );
}

/** Adds a rule after the others; null when the project has MAX_RULES already. */
export async function addRule(
  db: Db,
  input: { userId: string; projectId: string; pattern: string; author: string },
): Promise<RuleRow | null> {
  return db.transaction(async (tx) => {
    const [stats] = await tx
      .select({ last: max(authorRules.position), count: sql<number>`count(*)::int` })
      .from(authorRules)
      .where(eq(authorRules.project_id, input.projectId));
    if ((stats?.count ?? 0) >= MAX_RULES) return null;
    const [rule] = await tx
      .insert(authorRules)
      .values({
        project_id: input.projectId,
        user_id: input.userId,
        pattern: input.pattern,
        author_name: input.author,
        position: stats?.last === null || stats?.last === undefined ? 0 : stats.last + 1,
      })
      .returning();
    return rule!;
  });
}

export async function deleteRule(db: Db, projectId: string, ruleId: string): Promise<boolean> {
  const rows = await db
    .delete(authorRules)
    .where(and(eq(authorRules.project_id, projectId), eq(authorRules.id, ruleId)))
    .returning({ id: authorRules.id });
  return rows.length > 0;
}

/** Stores imported authorships (a later import of a page replaces the earlier one). */
export async function saveImports(
  db: Db,
  owner: { userId: string; projectId: string },
  rows: { url: string; author: string }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += PAGE_CHUNK) {
    await db
      .insert(authorAssignments)
      .values(
        rows.slice(i, i + PAGE_CHUNK).map((row) => ({
          project_id: owner.projectId,
          user_id: owner.userId,
          url: row.url,
          source: "import" as const,
          author_name: row.author,
        })),
      )
      .onConflictDoUpdate({
        target: [authorAssignments.project_id, authorAssignments.url, authorAssignments.source],
        set: { author_name: sql`excluded.author_name`, updated_at: sql`now()` },
      });
  }
}

/** A person's edit of one page; `author: null` says the page has no author. */
export async function saveManual(
  db: Db,
  owner: { userId: string; projectId: string },
  url: string,
  author: string | null,
): Promise<void> {
  await db
    .insert(authorAssignments)
    .values({
      project_id: owner.projectId,
      user_id: owner.userId,
      url,
      source: "manual",
      author_name: author,
    })
    .onConflictDoUpdate({
      target: [authorAssignments.project_id, authorAssignments.url, authorAssignments.source],
      set: { author_name: author, updated_at: sql`now()` },
    });
}

/** Replaces the project's merges and display names with `directory` (from lib/authors/aliases.ts). */
export async function saveDirectory(
  db: Db,
  owner: { userId: string; projectId: string },
  directory: { aliases: ReadonlyMap<string, string>; names: ReadonlyMap<string, string> },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(authorAliases).where(eq(authorAliases.project_id, owner.projectId));
    await tx.delete(authorNames).where(eq(authorNames.project_id, owner.projectId));
    const base = { project_id: owner.projectId, user_id: owner.userId };
    const aliases = [...directory.aliases].map(([from_id, into_id]) => ({
      ...base,
      from_id,
      into_id,
    }));
    const names = [...directory.names].map(([author_id, name]) => ({ ...base, author_id, name }));
    if (aliases.length > 0) await tx.insert(authorAliases).values(aliases);
    if (names.length > 0) await tx.insert(authorNames).values(names);
  });
}
