import type { MetaTagsReport } from "@/lib/tools/meta-tags/analyse";
import { SEVERITIES } from "@/lib/tools/meta-tags/finding";
import { SEVERITY_LABEL, SeverityIcon } from "./severity";

const PLURAL = { error: "errors", warning: "warnings", info: "notes", pass: "passed" } as const;

const NAV = [
  ["title-description", "Title and description"],
  ["robots", "Robots"],
  ["canonical", "Canonical"],
  ["hreflang", "Hreflang"],
  ["social", "Social cards"],
  ["structured-data", "Structured data"],
  ["headings", "Headings"],
  ["basics", "Page basics"],
] as const;

/** Totals by severity, the page that was actually read, and links to each area. */
export function ReportSummary({ report }: { report: MetaTagsReport }) {
  const { page, counts } = report;
  return (
    <div className="grid gap-4 rounded-xl border p-4 sm:p-6">
      <p className="text-sm break-words">
        Checked{" "}
        <a
          href={page.url}
          className="font-medium text-primary underline underline-offset-4"
          rel="nofollow noopener"
          target="_blank"
        >
          {page.url}
        </a>{" "}
        (HTTP {page.status})
        {page.redirects.length > 0 &&
          `, reached after ${page.redirects.length} redirect${page.redirects.length === 1 ? "" : "s"} from ${page.requestedUrl}`}
        .{page.truncated && " The page is larger than 2 MB; only its first 2 MB were read."}
      </p>
      <ul aria-label="Findings by severity" className="flex flex-wrap gap-x-6 gap-y-2">
        {SEVERITIES.map((severity) => (
          <li key={severity} className="flex items-center gap-2 text-sm" data-count={severity}>
            <SeverityIcon severity={severity} />
            <span className="font-semibold tabular-nums">{counts[severity]}</span>
            <span aria-hidden className="text-muted-foreground">
              {counts[severity] === 1 ? SEVERITY_LABEL[severity].toLowerCase() : PLURAL[severity]}
            </span>
          </li>
        ))}
      </ul>
      <nav aria-label="Report sections">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {NAV.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className="text-primary underline-offset-4 hover:underline">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
