import { CONTENT_STATUSES, CONTENT_STATUS_LABELS, type ContentStatus } from "./types";

// The content workflow: idea → brief → writing → review → scheduled → published. Pure; the store
// runs every create and update through applyWorkflow, the board can ask it before a drop.
//
// The rules:
//  - An item moves forward one or more steps, or back any number: a piece can skip review, and a
//    published one can go back to writing for a rewrite. No move is refused for its direction.
//  - "scheduled" needs a publish date (the day it is planned to go live).
//  - "published" needs the target URL (what is measured after publishing). Its publish date is the
//    day it went live: today when it has none, and today too when the stored one is a plan still in
//    the future (it went live early). A future date sent with the move itself is refused.
//    published_at is set when the item becomes published (kept while it stays published).
//  - Leaving "published" clears published_at and keeps the publish date (now a plan again); the
//    store removes the item's chart annotation in the same transaction.
//  - While published, the URL cannot be removed nor the publish date moved past today.

export type WorkflowState = {
  status: ContentStatus;
  targetUrl: string | null;
  /** yyyy-MM-dd */
  publishDate: string | null;
  /** ISO instant */
  publishedAt: string | null;
};

/** What an update changes; a key left out keeps its value. */
export type WorkflowChange = Partial<Pick<WorkflowState, "status" | "targetUrl" | "publishDate">>;

export type WorkflowResult = { ok: true; state: WorkflowState } | { ok: false; message: string };

/** `today` is Google's (Pacific) day, `now` the instant, both from the caller's clock. */
export type WorkflowClock = { today: string; now: string };

export const statusIndex = (status: ContentStatus) => CONTENT_STATUSES.indexOf(status);

/** Steps from one status to another: positive forward, negative back. */
export const stepsBetween = (from: ContentStatus, to: ContentStatus) =>
  statusIndex(to) - statusIndex(from);

export const NEEDS_PUBLISH_DATE =
  "Set a publish date before scheduling this item: “Scheduled” means it has a day to go live.";
export const NEEDS_URL =
  "Add the URL the item is published at (its target URL) before marking it published: it is what Rankwell measures after publishing.";
const futurePublish = (today: string) =>
  `A published item went live on or before today (${today}). Choose an earlier publish date, or move it to “${CONTENT_STATUS_LABELS.scheduled}” to plan it.`;

/** The item after `change`, with the workflow's own fields set, or why the change is refused. */
export function applyWorkflow(
  current: WorkflowState,
  change: WorkflowChange,
  clock: WorkflowClock,
): WorkflowResult {
  const next: WorkflowState = {
    status: change.status ?? current.status,
    targetUrl: change.targetUrl !== undefined ? change.targetUrl : current.targetUrl,
    publishDate: change.publishDate !== undefined ? change.publishDate : current.publishDate,
    publishedAt: current.publishedAt,
  };
  if (next.status === "scheduled" && !next.publishDate)
    return { ok: false, message: NEEDS_PUBLISH_DATE };
  if (next.status !== "published") return { ok: true, state: { ...next, publishedAt: null } };

  if (!next.targetUrl) return { ok: false, message: NEEDS_URL };
  // yyyy-MM-dd strings order like the days they name.
  const future = next.publishDate !== null && next.publishDate > clock.today;
  if (future && change.publishDate !== undefined)
    return { ok: false, message: futurePublish(clock.today) };
  const publishDate = next.publishDate === null || future ? clock.today : next.publishDate;
  const publishedAt =
    current.status === "published" ? (current.publishedAt ?? clock.now) : clock.now;
  return { ok: true, state: { ...next, publishDate, publishedAt } };
}

/** The state a new item starts from: every create is a move from an empty idea. */
export const NEW_ITEM: WorkflowState = {
  status: "idea",
  targetUrl: null,
  publishDate: null,
  publishedAt: null,
};
