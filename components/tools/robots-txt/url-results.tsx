"use client";

import { CircleAlert } from "lucide-react";
import type { RobotsReport, TestedUrl } from "@/lib/tools/robots-txt/analyse";
import type { Verdict } from "@/lib/tools/robots-txt/tester";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { reasonText, shortReason } from "./verdict-text";

function VerdictBadge({ verdict }: { verdict: Verdict }) {
  return (
    <Badge variant={verdict.allowed ? "success" : "destructive"}>
      {verdict.allowed ? "Allowed" : "Blocked"}
    </Badge>
  );
}

function RuleLink({
  verdict,
  lineText,
  onShow,
}: {
  verdict: Verdict;
  lineText: (line: number) => string;
  onShow: (line: number) => void;
}) {
  const rule = verdict.rule;
  if (!rule) return null;
  return (
    <button
      type="button"
      onClick={() => onShow(rule.line)}
      className="max-w-full rounded bg-muted px-1.5 py-0.5 text-left font-mono text-xs break-all outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
      aria-label={`Show line ${rule.line} in the file: ${lineText(rule.line)}`}
    >
      Line {rule.line}: {lineText(rule.line)}
    </button>
  );
}

function ResultRow({
  result,
  selected,
  lineText,
  onShow,
}: {
  result: TestedUrl;
  selected: boolean;
  lineText: (line: number) => string;
  onShow: (line: number) => void;
}) {
  return (
    <li
      className={cn("grid gap-2 border-b p-4 last:border-b-0", selected && "bg-accent/60")}
      data-testid="robots-result"
    >
      <div className="flex flex-wrap items-center gap-2">
        <VerdictBadge verdict={result.google} />
        <span className="min-w-0 font-mono text-sm break-all">{result.url}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Google:</span>
        <RuleLink verdict={result.google} lineText={lineText} onShow={onShow} />
        <span className="text-muted-foreground">{reasonText(result.google)}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">RFC 9309:</span>
        <VerdictBadge verdict={result.rfc} />
        <RuleLink verdict={result.rfc} lineText={lineText} onShow={onShow} />
        {shortReason(result.rfc) && (
          <span className="text-muted-foreground">{shortReason(result.rfc)}</span>
        )}
        {result.differs && (
          <span className="inline-flex items-center gap-1 font-medium">
            <CircleAlert aria-hidden className="size-4 text-warning" />
            Differs from Google
          </span>
        )}
      </div>
      {result.otherHost && (
        <p className="text-sm text-muted-foreground">
          This URL is on another host: its own robots.txt governs it, not this one.
        </p>
      )}
    </li>
  );
}

/** One row per tested URL: Google's verdict and deciding line, then RFC 9309's. */
export function UrlResults({
  report,
  selectedLine,
  onShow,
}: {
  report: RobotsReport;
  selectedLine: number | null;
  onShow: (line: number) => void;
}) {
  const lines = report.file?.lines ?? [];
  const lineText = (line: number) => lines[line - 1]?.text.trim() ?? "";
  const differing = report.results.filter((r) => r.differs).length;
  const blocked = report.results.filter((r) => !r.google.allowed).length;
  return (
    <section aria-labelledby="robots-results" className="rounded-xl border bg-card">
      <div className="border-b p-4 sm:px-6">
        <h2 id="robots-results" className="text-lg font-semibold">
          URL results
        </h2>
        <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
          {report.results.length === 0
            ? "Add URLs or paths to see whether this crawler may fetch them."
            : `${report.results.length} tested: ${blocked} blocked for Google${differing > 0 ? `, ${differing} where RFC 9309 reads differently` : ""}.`}
        </p>
      </div>
      {report.results.length > 0 && (
        <ul>
          {report.results.map((result, i) => (
            <ResultRow
              key={`${i}-${result.input}`}
              result={result}
              selected={
                selectedLine !== null &&
                (result.google.rule?.line === selectedLine ||
                  result.rfc.rule?.line === selectedLine)
              }
              lineText={lineText}
              onShow={onShow}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
