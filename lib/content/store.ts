import "server-only";
import { and, asc, desc, eq, max, sql, type SQL } from "drizzle-orm";
import { ApiError, notFound } from "@/lib/api/errors";
import { contentItems, projects } from "@/lib/db/schema";
import type { Db, Tx } from "@/lib/db/types";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { withUser } from "@/lib/db/user-scope";
import { pacificDate } from "@/lib/google/pacific-date";
import { logFailure } from "@/lib/errors/failure-summary";
import { syncItemAnnotation } from "./annotations";
import { scheduleIndexCheck } from "./index-check";
import type { ContentCreate, ContentFilters, ContentListQuery, ContentUpdate } from "./schemas";
import {
  CONTENT_LIMITS,
  CONTENT_PRIORITIES,
  CONTENT_STATUSES,
  EDIT_CONFLICT_CODE,
  EDIT_CONFLICT_MESSAGE,
  type ContentBoard,
  type ContentItem,
  type ContentItemPage,
  type ContentSort,
  type ContentStatus,
  type ContentStatusCounts,
} from "./types";
import { applyWorkflow, NEW_ITEM, type WorkflowClock, type WorkflowState } from "./workflow";

// A project's content items. Reads run under row level security (the user's own rows); the server
// writes after checking the project is the user's, each write in one transaction with the item's
// chart annotation. An update names the version it was made on and is refused when it is stale.

type Row = typeof contentItems.$inferSelect;

export function toContentItem(row: Row): ContentItem {
  return {
    id: row.id,
    projectId: row.project_id,
    title: row.title,
    status: row.status,
    targetQueries: row.target_queries,
    targetUrl: row.target_url,
    author: row.author,
    priority: row.priority,
    dueDate: row.due_date,
    publishDate: row.publish_date,
    briefMd: row.brief_md,
    tags: row.tags,
    source: row.source,
    sourceRef: row.source_ref,
    version: row.version,
    position: row.position,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    publishedAt: row.published_at?.toISOString() ?? null,
    cannibalQuery: row.cannibal_query,
    primaryUrl: row.primary_url,
    cannibalAction: row.cannibal_action,
    actionDate: row.action_date,
  };
}

export const clockAt = (now: Date = new Date()): WorkflowClock => ({
  today: pacificDate(now),
  now: now.toISOString(),
});

/** The user's project, or a 404 that does not say whether it exists. */
export async function findOwnProject(db: Db, userId: string, projectId: string) {
  const [project] = await withUser(
    userId,
    (tx) => tx.select().from(projects).where(eq(projects.id, projectId)),
    db,
  );
  if (!project) throw notFound("No project with this id exists.");
  return project;
}

const workflowRefused = (message: string) => new ApiError(400, "status_change_refused", message);

// LIKE's own characters in a search are literal.
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtersOf(filters: ContentFilters, status?: ContentStatus): SQL {
  const parts: SQL[] = [eq(contentItems.project_id, filters.projectId)];
  if (status) parts.push(eq(contentItems.status, status));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    parts.push(
      sql`(${contentItems.title} ilike ${pattern} or coalesce(${contentItems.target_url}, '') ilike ${pattern}
        or array_to_string(${contentItems.target_queries}, ' ') ilike ${pattern}
        or array_to_string(${contentItems.tags}, ' ') ilike ${pattern})`,
    );
  }
  if (filters.tag)
    parts.push(
      sql`exists (select 1 from unnest(${contentItems.tags}) as t where lower(t) = lower(${filters.tag}))`,
    );
  if (filters.author) parts.push(sql`lower(${contentItems.author}) = lower(${filters.author})`);
  return and(...parts)!;
}

const orderOf = (list: readonly string[], column: AnyPgColumn) =>
  sql`array_position(array[${sql.join(
    list.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[], ${column})`;

const SORT_COLUMNS: Record<ContentSort, SQL> = {
  position: sql`${contentItems.position}`,
  title: sql`lower(${contentItems.title})`,
  status: orderOf(CONTENT_STATUSES, contentItems.status),
  priority: orderOf(CONTENT_PRIORITIES, contentItems.priority),
  dueDate: sql`${contentItems.due_date}`,
  publishDate: sql`${contentItems.publish_date}`,
  createdAt: sql`${contentItems.created_at}`,
  updatedAt: sql`${contentItems.updated_at}`,
};

const DESC_BY_DEFAULT: readonly ContentSort[] = ["priority", "createdAt", "updatedAt"];

function orderBy(sort: ContentSort, descending = DESC_BY_DEFAULT.includes(sort)) {
  const column = SORT_COLUMNS[sort];
  // Items without a date sort after the dated ones, whichever the direction.
  const direction = descending ? sql`desc nulls last` : sql`asc nulls last`;
  return [sql`${column} ${direction}`, asc(contentItems.created_at), asc(contentItems.id)];
}

const zeroCounts = (): ContentStatusCounts =>
  Object.fromEntries(CONTENT_STATUSES.map((s) => [s, 0])) as ContentStatusCounts;

/** One page of the table, sorted and filtered, with every status's count over the other filters. */
export async function listContentItems(
  db: Db,
  userId: string,
  query: ContentListQuery,
): Promise<ContentItemPage> {
  return withUser(
    userId,
    async (tx) => {
      const where = filtersOf(query, query.status);
      const grouped = await tx
        .select({ status: contentItems.status, n: sql<number>`count(*)::int` })
        .from(contentItems)
        .where(filtersOf(query))
        .groupBy(contentItems.status);
      const counts = zeroCounts();
      for (const { status, n } of grouped) counts[status] = n;
      const total = query.status
        ? counts[query.status]
        : grouped.reduce((sum, { n }) => sum + n, 0);
      // A page past the end answers the last one, as the other server-paged tables do.
      const lastPage = Math.max(0, Math.ceil(total / query.pageSize) - 1);
      const pageIndex = Math.min(query.pageIndex, lastPage);
      const rows = await tx
        .select()
        .from(contentItems)
        .where(where)
        .orderBy(...orderBy(query.sort, query.desc))
        .limit(query.pageSize)
        .offset(pageIndex * query.pageSize);
      return { items: rows.map(toContentItem), total, pageIndex, pageSize: query.pageSize, counts };
    },
    db,
  );
}

/** Every matching row in the table's order, read a thousand at a time (the CSV). */
export async function* contentItemsInOrder(
  db: Db,
  userId: string,
  query: ContentListQuery,
): AsyncGenerator<ContentItem> {
  const batch = 1000;
  for (let offset = 0; ; offset += batch) {
    const rows = await withUser(
      userId,
      (tx) =>
        tx
          .select()
          .from(contentItems)
          .where(filtersOf(query, query.status))
          .orderBy(...orderBy(query.sort, query.desc))
          .limit(batch)
          .offset(offset),
      db,
    );
    for (const row of rows) yield toContentItem(row);
    if (rows.length < batch) return;
  }
}

/** Every column of the board in position order, each up to the cap, with its full count. */
export async function contentBoard(
  db: Db,
  userId: string,
  filters: ContentFilters,
): Promise<ContentBoard> {
  return withUser(
    userId,
    async (tx) => {
      const ranked = tx
        .select({
          id: contentItems.id,
          rank: sql<number>`row_number() over (partition by ${contentItems.status} order by ${contentItems.position}, ${contentItems.created_at}, ${contentItems.id})`.as(
            "rank",
          ),
          total: sql<number>`count(*) over (partition by ${contentItems.status})`.as("total"),
        })
        .from(contentItems)
        .where(filtersOf(filters))
        .as("ranked");
      const rows = await tx
        .select({ item: contentItems, rank: ranked.rank, total: ranked.total })
        .from(contentItems)
        .innerJoin(ranked, eq(ranked.id, contentItems.id))
        .where(sql`${ranked.rank} <= ${CONTENT_LIMITS.boardColumn}`)
        .orderBy(asc(ranked.rank));
      const columns = CONTENT_STATUSES.map((status) => ({
        status,
        items: [] as ContentItem[],
        total: 0,
      }));
      for (const { item, total } of rows) {
        const column = columns[CONTENT_STATUSES.indexOf(item.status)]!;
        column.items.push(toContentItem(item));
        column.total = Number(total);
      }
      return { columns };
    },
    db,
  );
}

/** Below the column's last card. */
async function endOfColumn(tx: Tx, projectId: string, status: ContentStatus): Promise<number> {
  const [row] = await tx
    .select({ last: max(contentItems.position) })
    .from(contentItems)
    .where(and(eq(contentItems.project_id, projectId), eq(contentItems.status, status)));
  return (row?.last ?? 0) + 1;
}

function workflowOf(row: Row): WorkflowState {
  return {
    status: row.status,
    targetUrl: row.target_url,
    publishDate: row.publish_date,
    publishedAt: row.published_at?.toISOString() ?? null,
  };
}

/**
 * An item that has just become published gets its URL inspected three days on. The save stands
 * whatever happens here: a check that cannot be queued is logged, not answered as a failure.
 */
async function afterPublish(db: Db, userId: string, item: ContentItem) {
  try {
    await scheduleIndexCheck(
      db,
      async () => (await import("@/lib/jobs/process")).getJobQueue(),
      userId,
      item,
    );
  } catch (error) {
    logFailure("[content] the index check of a published item was not queued", error, "warn");
  }
}

/** A new item at the bottom of its column; one that starts published gets its annotation. */
export async function createContentItem(
  db: Db,
  userId: string,
  input: ContentCreate,
  clock: WorkflowClock = clockAt(),
): Promise<ContentItem> {
  const flow = applyWorkflow(NEW_ITEM, input, clock);
  if (!flow.ok) throw workflowRefused(flow.message);
  const item = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentItems)
      .values({
        project_id: input.projectId,
        user_id: userId,
        title: input.title,
        status: flow.state.status,
        target_queries: input.targetQueries,
        target_url: flow.state.targetUrl,
        author: input.author,
        priority: input.priority,
        due_date: input.dueDate,
        publish_date: flow.state.publishDate,
        brief_md: input.briefMd,
        tags: input.tags,
        source: input.source,
        source_ref: input.sourceRef,
        cannibal_query: input.cannibalQuery,
        primary_url: input.primaryUrl,
        cannibal_action: input.cannibalAction,
        action_date: input.actionDate,
        position: await endOfColumn(tx, input.projectId, flow.state.status),
        published_at: flow.state.publishedAt ? new Date(flow.state.publishedAt) : null,
      })
      .returning();
    await syncItemAnnotation(tx, row!);
    return toContentItem(row!);
  });
  if (item.status === "published") await afterPublish(db, userId, item);
  return item;
}

const itemWhere = (userId: string, projectId: string, id: string) =>
  and(
    eq(contentItems.id, id),
    eq(contentItems.project_id, projectId),
    eq(contentItems.user_id, userId),
  );

const NO_ITEM = "No content item with this id exists in this project.";

/**
 * Applies `input` when `input.version` is the item's current version: the version goes up by one
 * and the item is answered. A stale version is a 409 and changes nothing; a move the workflow
 * refuses is a 400 with its reason.
 */
export async function updateContentItem(
  db: Db,
  userId: string,
  id: string,
  input: ContentUpdate,
  clock: WorkflowClock = clockAt(),
): Promise<ContentItem> {
  let becamePublished = false;
  const item = await db.transaction(async (tx) => {
    // Locked until the transaction ends, so two saves on the same version cannot both pass.
    const [current] = await tx
      .select()
      .from(contentItems)
      .where(itemWhere(userId, input.projectId, id))
      .for("update");
    if (!current) throw notFound(NO_ITEM);
    if (current.version !== input.version)
      throw new ApiError(409, EDIT_CONFLICT_CODE, EDIT_CONFLICT_MESSAGE);
    const flow = applyWorkflow(workflowOf(current), input, clock);
    if (!flow.ok) throw workflowRefused(flow.message);
    const { state } = flow;
    const moved = state.status !== current.status;
    const position =
      input.position ??
      (moved ? await endOfColumn(tx, current.project_id, state.status) : current.position);
    const [row] = await tx
      .update(contentItems)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.targetQueries !== undefined ? { target_queries: input.targetQueries } : {}),
        ...(input.author !== undefined ? { author: input.author } : {}),
        ...(input.priority !== undefined ? { priority: input.priority } : {}),
        ...(input.dueDate !== undefined ? { due_date: input.dueDate } : {}),
        ...(input.briefMd !== undefined ? { brief_md: input.briefMd } : {}),
        ...(input.tags !== undefined ? { tags: input.tags } : {}),
        ...(input.cannibalQuery !== undefined ? { cannibal_query: input.cannibalQuery } : {}),
        ...(input.primaryUrl !== undefined ? { primary_url: input.primaryUrl } : {}),
        ...(input.cannibalAction !== undefined ? { cannibal_action: input.cannibalAction } : {}),
        ...(input.actionDate !== undefined ? { action_date: input.actionDate } : {}),
        status: state.status,
        target_url: state.targetUrl,
        publish_date: state.publishDate,
        published_at: state.publishedAt ? new Date(state.publishedAt) : null,
        // Published again: its URL is checked again.
        ...(current.status !== "published" && state.status === "published"
          ? { index_check_queued_at: null, index_alert_at: null }
          : {}),
        position,
        version: current.version + 1,
        updated_at: new Date(clock.now),
      })
      .where(eq(contentItems.id, current.id))
      .returning();
    await syncItemAnnotation(tx, row!);
    becamePublished = current.status !== "published" && state.status === "published";
    return toContentItem(row!);
  });
  if (becamePublished) await afterPublish(db, userId, item);
  return item;
}

/** Deletes one of the user's items (its annotation goes with it); a foreign one is a 404. */
export async function deleteContentItem(db: Db, userId: string, projectId: string, id: string) {
  const deleted = await db
    .delete(contentItems)
    .where(itemWhere(userId, projectId, id))
    .returning({ id: contentItems.id });
  if (deleted.length === 0) throw notFound(NO_ITEM);
}

/** One of the user's items, read under row level security, or a 404. */
export async function getContentItem(
  db: Db,
  userId: string,
  projectId: string,
  id: string,
): Promise<ContentItem> {
  const [row] = await withUser(
    userId,
    (tx) =>
      tx
        .select()
        .from(contentItems)
        .where(and(eq(contentItems.id, id), eq(contentItems.project_id, projectId))),
    db,
  );
  if (!row) throw notFound(NO_ITEM);
  return toContentItem(row);
}

/** Every item with a due or publish date, for the calendar (read by the server: the feed has no session). */
export async function calendarItems(db: Db | Tx, projectId: string): Promise<ContentItem[]> {
  const rows = await db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.project_id, projectId),
        sql`(${contentItems.due_date} is not null or ${contentItems.publish_date} is not null)`,
      ),
    )
    .orderBy(desc(contentItems.updated_at))
    .limit(5000);
  return rows.map(toContentItem);
}
