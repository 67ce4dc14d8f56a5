import type { Finding } from "@/lib/tools/meta-tags/finding";
import { bySeverity } from "@/lib/tools/meta-tags/finding";
import { SeverityIcon } from "./severity";

/** Findings, most serious first, each with its fix. */
export function FindingList({ findings, label }: { findings: Finding[]; label: string }) {
  if (findings.length === 0) return null;
  return (
    <ul aria-label={label} className="grid gap-3">
      {bySeverity(findings).map((finding, index) => (
        <li
          key={`${finding.id}-${index}`}
          data-severity={finding.severity}
          data-finding={finding.id}
          className="flex gap-2.5 text-sm"
        >
          <SeverityIcon severity={finding.severity} className="mt-0.5" />
          <div className="min-w-0">
            <p className="break-words">{finding.message}</p>
            {finding.severity !== "pass" && (
              <p className="mt-1 break-words text-muted-foreground">
                <span className="font-medium text-foreground">Fix: </span>
                {finding.fix}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
