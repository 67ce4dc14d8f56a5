import type { MetricId, Rating } from "./thresholds";

// The one shape both sources (a local Lighthouse run and the PageSpeed Insights API) are turned into.

export type Strategy = "mobile" | "desktop";
export type CategoryId = "performance" | "accessibility" | "best-practices" | "seo";

export type CategoryScore = { id: CategoryId; title: string; score: number | null };

export type LabMetric = { id: MetricId; value: number; rating: Rating };

export type FieldMetric = {
  id: MetricId;
  /** 75th percentile of real-user visits over the last 28 days. */
  p75: number;
  rating: Rating;
  /** Shares of visits that were good, needed improvement and were poor. */
  distribution: [number, number, number] | null;
};

export type FieldData = {
  scope: "url" | "origin";
  overall: Rating | null;
  metrics: FieldMetric[];
};

export type Opportunity = {
  id: string;
  title: string;
  savingsMs: number | null;
  savingsBytes: number | null;
};

export type PageSpeedResult = {
  source: "lighthouse" | "psi";
  strategy: Strategy;
  requestedUrl: string;
  finalUrl: string;
  fetchTime: string;
  lighthouseVersion: string;
  scores: CategoryScore[];
  lab: LabMetric[];
  field: FieldData | null;
  opportunities: Opportunity[];
  warnings: string[];
};
