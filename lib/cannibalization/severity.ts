import {
  SEVERITY_BANDS,
  type CannibalizationIssue,
  type CannibalizationSummary,
  type CannibalizationThresholds,
  type SeverityBand,
} from "./types";

/** 0–100: 70 parts from estimated lost clicks (log scale), 30 parts from volatility. */
export function severityOf(
  lostClicks: number,
  volatility: number,
  t: CannibalizationThresholds,
): number {
  const lost = Math.min(1, Math.log1p(lostClicks) / Math.log1p(t.severityLostClicks));
  const unstable = Math.min(1, volatility / t.severityVolatility);
  return Math.round(70 * lost + 30 * unstable);
}

export function severityBand(severity: number): SeverityBand {
  return severity >= SEVERITY_BANDS.high
    ? "high"
    : severity >= SEVERITY_BANDS.medium
      ? "medium"
      : "low";
}

/** Issue counts per severity band and the clicks they cost together. */
export function summarize(issues: readonly CannibalizationIssue[]): CannibalizationSummary {
  const summary: CannibalizationSummary = {
    issues: issues.length,
    high: 0,
    medium: 0,
    low: 0,
    estimatedLostClicks: 0,
  };
  for (const issue of issues) {
    summary[issue.band]++;
    summary.estimatedLostClicks += issue.estimatedLostClicks;
  }
  return summary;
}
