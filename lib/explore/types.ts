import type { FieldMetadata } from "./fields";
import type { PivotTable } from "./pivot";

// What GA4 Explore's routes answer: one page of the exploration's rows with their comparison, the
// chart it draws, and Google's flags. Zod-free, so the browser imports it for nothing.

export type ExploreColumn = {
  /** GA4's API name. */
  name: string;
  /** What GA4 calls it in its interface (`uiName`), or the API name when it has none. */
  label: string;
  kind: "dimension" | "metric";
  /** The metric's GA4 type (TYPE_INTEGER, TYPE_FLOAT, TYPE_SECONDS, TYPE_CURRENCY …). */
  type?: string;
};

export type ExploreRow = {
  dimensions: string[];
  metrics: number[];
  /** The same row's metrics in the comparison period; null where GA4 has no such row there. */
  previous?: (number | null)[];
};

export type ExploreChart =
  | {
      kind: "line";
      /** The date-like dimension the line runs along, and the metric it draws. */
      dimension: string;
      metric: string;
      points: { key: string; value: number }[];
      /** The comparison period's buckets, in order: drawn against the same positions. */
      previous?: { key: string; value: number }[];
    }
  | {
      kind: "bar";
      metric: string;
      /** The first dimension's top values by the first metric, or the totals without one. */
      bars: { label: string; value: number; previous?: number | null }[];
    }
  | { kind: "pivot"; metric: string; rows: string; columns: string; table: PivotTable };

export type ExploreFlags = {
  /** GA4 withheld rows with few users (privacy thresholding). */
  thresholded: boolean;
  /** Rows past GA4's cardinality limit are folded into one "(other)" row. */
  otherRow: boolean;
  /** GA4 read a sample of the events, not all of them. */
  sampled: boolean;
};

export type ExploreResult = {
  columns: ExploreColumn[];
  rows: ExploreRow[];
  /** Rows of the exploration in all (GA4's row count, at most the exploration's limit). */
  rowCount: number;
  pageIndex: number;
  pageSize: number;
  totals: number[];
  previousTotals?: number[];
  /** The periods, as ISO days, when GA4 has resolved them. */
  range: { startDate: string; endDate: string };
  compare?: { startDate: string; endDate: string };
  chart: ExploreChart;
  flags: ExploreFlags;
  currencyCode?: string;
  timeZone?: string;
};

/** A field of the property as getMetadata gives it (metrics with their type). */
export type ExploreField = FieldMetadata;

export type ExploreFields = { dimensions: ExploreField[]; metrics: ExploreField[] };

/** Per field the pickers list: the chosen fields GA4 will not combine it with (none when it fits). */
export type ExploreCompatibility = { conflicts: Record<string, string[]> };

/** An exploration saved in a project. */
export type SavedExploration = {
  id: string;
  name: string;
  definition: import("./definition").ExplorationDefinition;
  updatedAt: string;
};
