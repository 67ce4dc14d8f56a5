// The unit of every report: what was found, how serious it is and, unless it passed, how to fix it.
export type Severity = "error" | "warning" | "info" | "pass";
export type IssueSeverity = Exclude<Severity, "pass">;

export type Finding =
  | { id: string; severity: "pass"; message: string }
  | { id: string; severity: IssueSeverity; message: string; fix: string };

export const SEVERITIES: Severity[] = ["error", "warning", "info", "pass"];

export function pass(id: string, message: string): Finding {
  return { id, severity: "pass", message };
}

export function issue(severity: IssueSeverity, id: string, message: string, fix: string): Finding {
  return { id, severity, message, fix };
}

export type SeverityCounts = Record<Severity, number>;

export function countBySeverity(findings: Finding[]): SeverityCounts {
  const counts: SeverityCounts = { error: 0, warning: 0, info: 0, pass: 0 };
  for (const finding of findings) counts[finding.severity] += 1;
  return counts;
}

/** Most serious first; stable within a severity so each area keeps its own order. */
export function bySeverity(findings: Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity),
  );
}
