import type { Opportunity, OpportunityThresholds, OpportunityType } from "@/lib/seo/opportunities";
import type { CtrPool } from "@/lib/seo/ctr-curve";

// The answer of POST /api/data/opportunities/: one page of the list and what the view shows beside it.

export type OpportunityState = "open" | "dismissed" | "snoozed";

export type OpportunityRow = Opportunity & {
  state: OpportunityState;
  /** When a snooze ends (ISO), null otherwise. */
  snoozedUntil: string | null;
};

export type OpportunityListResponse = {
  /** One page, in the table's order. */
  rows: OpportunityRow[];
  /** Rows matching the type filter, the search and the state shown. */
  total: number;
  /** Open opportunities per type, whatever the filters: the summary cards. */
  byType: { type: OpportunityType; count: number; gain: number }[];
  /** How many are open, snoozed and dismissed. */
  counts: Record<OpportunityState, number>;
  /** The site's CTR curve (null when too few positions have data) and the pools it was fitted to. */
  curve: {
    points: { position: number; ctr: number }[];
    pools: CtrPool[];
  } | null;
  /** The thresholds in force: the request's, the rest at their defaults. */
  thresholds: OpportunityThresholds;
  meta: {
    /** The query×page rows read for the range. */
    rowCount: number;
    /** Google's row cap cut the rows: the least-seen pairs are missing. */
    capped: boolean;
    /** The full months the decay rule read, oldest first. */
    months: string[];
    /**
     * The property's sitemaps, which the two sitemap rules compare with: `read` with how many URLs
     * they list, how many of those had no impressions and how many of these are listed (at most
     * MAX_SITEMAP_UNSEEN);
     * otherwise why neither rule ran: no sitemap in Search Console, a file that could not be read,
     * more URLs than are read (then a page could be called missing that a sitemap lists) or a read
     * slower than the list waits for.
     */
    sitemaps:
      | { status: "read"; files: number; urls: number; unseen: number; listed: number }
      | { status: "none" | "unreadable" | "incomplete" | "slow" };
  };
};
