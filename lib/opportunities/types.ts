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
  };
};
