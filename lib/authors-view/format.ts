import type { AuthorCrawlStatus, AuthorListRow } from "@/lib/authors/api-types";
import { formatDayMonth, formatMonthYear, fromDateKey } from "@/lib/dates/format";

// The Authors views' words for their figures. Pure, for the server's first HTML and the client alike.

let perMonthFormat: Intl.NumberFormat | undefined;

/** "2.5 / month · last 09 Jun", "0 / month" when nothing is known to be published. */
export function cadenceText(cadence: AuthorListRow["cadence"]): string {
  perMonthFormat ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
  const rate = `${perMonthFormat.format(cadence.perMonth)} / month`;
  if (!cadence.lastPublished) return rate;
  const day = formatDayMonth(fromDateKey(cadence.lastPublished));
  return `${rate} · last ${day.padStart(6, "0")}`;
}

/** "Mar 2026" for a yyyy-MM month. */
export function monthLabel(month: string): string {
  return formatMonthYear(fromDateKey(`${month}-01`));
}

export const CRAWL_STATE_LABELS: Record<AuthorCrawlStatus["state"], string> = {
  never: "Not crawled yet",
  queued: "Waiting to start",
  running: "Crawling",
  completed: "Finished",
  failed: "Failed",
  cancelled: "Cancelled",
};

/** Whether the crawl is still under way, so its status is asked again. */
export const crawlActive = (status: Pick<AuthorCrawlStatus, "state"> | undefined) =>
  status?.state === "queued" || status?.state === "running";

/** The crawl's progress as a fraction 0–1, null while its total is not known. */
export function crawlProgress(status: Pick<AuthorCrawlStatus, "done" | "total">): number | null {
  if (status.total === null || status.total <= 0) return null;
  return Math.min(1, Math.max(0, status.done / status.total));
}
