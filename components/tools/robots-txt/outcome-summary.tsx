import { CircleCheck, CircleSlash, FileText } from "lucide-react";
import type { GroupChoiceSummary, RobotsReport } from "@/lib/tools/robots-txt/analyse";
import { cn } from "@/lib/utils";

const ICONS = { parsed: FileText, "allow-all": CircleCheck, "disallow-all": CircleSlash };

function choiceText(choice: GroupChoiceSummary, userAgent: string): string {
  const lines =
    choice.lines.length === 1 ? `line ${choice.lines[0]}` : `lines ${choice.lines.join(", ")}`;
  if (choice.kind === "none")
    return "no group applies and there is no * group, so every URL is allowed.";
  if (choice.kind === "global") {
    return userAgent === "*"
      ? `the * group applies (${lines}).`
      : `no group names ${userAgent}, so the * group applies (${lines}).`;
  }
  const name = choice.label ?? choice.token ?? userAgent;
  if (choice.token !== null && choice.token !== userAgent.toLowerCase()) {
    return `${userAgent} has no group of its own, so it follows the ${name} group (${lines}).`;
  }
  return `the ${name} group applies (${lines}).`;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words">{children}</dd>
    </div>
  );
}

/** What the fetch answered, what it means to Google, and which group each reading applies. */
export function OutcomeSummary({ report }: { report: RobotsReport }) {
  const { source, outcome, choice, userAgent } = report;
  const Icon = ICONS[outcome.kind];
  return (
    <section aria-labelledby="robots-outcome" className="rounded-xl border bg-card p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <Icon
          aria-hidden
          className={cn(
            "mt-0.5 size-5 shrink-0",
            outcome.kind === "disallow-all" ? "text-destructive" : "text-primary",
          )}
        />
        <div className="min-w-0">
          <h2 id="robots-outcome" className="text-lg font-semibold">
            {outcome.title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{outcome.detail}</p>
        </div>
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {source.kind === "fetched" ? (
          <>
            <Fact label="robots.txt">
              <a
                className="text-primary underline underline-offset-4"
                href={source.robotsUrl}
                rel="nofollow noopener noreferrer"
                target="_blank"
              >
                {source.robotsUrl}
              </a>
            </Fact>
            <Fact label="Answer">
              {source.status === null ? "No answer" : `HTTP ${source.status}`}
              {source.redirects.length > 0 &&
                `, after ${source.redirects.length} redirect${source.redirects.length === 1 ? "" : "s"} to ${source.finalUrl}`}
            </Fact>
            {source.status !== null && (
              <Fact label="Size">
                {(source.bytes / 1024).toLocaleString("en-US", { maximumFractionDigits: 1 })} KiB
                {source.truncated && " (cut at 500 KiB)"}
                {source.contentType && `, ${source.contentType}`}
              </Fact>
            )}
          </>
        ) : (
          <Fact label="Source">
            Pasted file
            {report.file && `, ${report.file.lines.length.toLocaleString("en-US")} lines`}
          </Fact>
        )}
        <Fact label="Crawler">{userAgent === "*" ? "Any crawler (*)" : userAgent}</Fact>
      </dl>
      {choice && (
        <ul className="mt-5 grid gap-1 text-sm">
          <li>
            <span className="font-medium">Google:</span> {choiceText(choice.google, userAgent)}
          </li>
          <li>
            <span className="font-medium">RFC 9309:</span> {choiceText(choice.rfc, userAgent)}
          </li>
        </ul>
      )}
    </section>
  );
}
