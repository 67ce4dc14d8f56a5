import type { ComparisonCoverage } from "@/lib/dates/coverage";
import type { ComparedRow } from "./movers";
import type { Opportunity } from "./opportunities";

// The answers of the overview's analysis routes: what the cards show, never the rows behind it.

export type MoversResponse = {
  winners: ComparedRow[];
  losers: ComparedRow[];
  /** Whether the periods compare (lib/dates/coverage.ts); no movers unless its status is "full". */
  comparison: ComparisonCoverage;
};

export type OpportunitiesResponse = {
  /** The largest potential first, at most the limit asked for. */
  opportunities: Opportunity[];
  /** Every query that matches the rule. */
  total: number;
};
