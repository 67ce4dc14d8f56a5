import type { Finding } from "@/lib/tools/meta-tags/finding";
import { countBySeverity } from "@/lib/tools/meta-tags/finding";
import { Badge } from "@/components/ui/badge";
import { FindingList } from "./finding-list";
import { SeverityIcon } from "./severity";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** One area of the report: its heading with a count of problems, its findings, then what was read. */
export function ReportSection({
  id,
  title,
  findings,
  children,
}: {
  id: string;
  title: string;
  findings: Finding[];
  children?: React.ReactNode;
}) {
  const counts = countBySeverity(findings);
  const problems = counts.error + counts.warning;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 rounded-xl border bg-card p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {title}
        </h2>
        {counts.error > 0 ? (
          <Badge variant="destructive">{plural(problems, "problem")}</Badge>
        ) : problems > 0 ? (
          // Outline, not the warning variant: amber text on its light tint is too faint to read.
          <Badge variant="outline">
            <SeverityIcon severity="warning" />
            {plural(problems, "problem")}
          </Badge>
        ) : (
          <Badge variant="success">No problems</Badge>
        )}
      </div>
      <div className="mt-4">
        <FindingList findings={findings} label={`${title} findings`} />
      </div>
      {children && <div className="mt-6 grid gap-4 border-t pt-6">{children}</div>}
    </section>
  );
}

/** A term and its value as the page declares it; long values wrap instead of widening the page. */
export function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

export function Missing({ children = "Not set" }: { children?: React.ReactNode }) {
  return <span className="text-muted-foreground italic">{children}</span>;
}
