"use client";

import { CircleCheck, CircleX, ExternalLink, TriangleAlert } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { GscInspection } from "@/lib/google/schemas/search-console";
import {
  ampDetails,
  canonicalMismatch,
  momentParts,
  explainCoverage,
  explainVerdict,
  httpUrl,
  inspectionRows,
  mobileUsabilityIssues,
  richResultTypes,
  type Clock,
  type InspectionIssue,
  type InspectionRow,
  type Tone,
} from "@/lib/url-inspection/explain";
import { cn } from "@/lib/utils";

const TONE_ICON = { good: CircleCheck, warn: TriangleAlert, bad: CircleX } as const;
const TONE_TEXT = { good: "text-success", warn: "text-warning", bad: "text-destructive" } as const;
const TONE_BADGE = {
  good: "success",
  warn: "warning",
  bad: "destructive",
  neutral: "outline",
} as const;
const URL_ROWS = new Set(["userCanonical", "googleCanonical"]);

function ToneIcon({ tone, className }: { tone: Tone; className?: string }) {
  if (tone === "neutral") return null;
  const Icon = TONE_ICON[tone];
  return <Icon aria-hidden className={cn("size-4 shrink-0", TONE_TEXT[tone], className)} />;
}

/**
 * The server knows neither the reader's locale nor their time zone, and its "now" is not the
 * browser's: both first renders write moments in UTC, and the reader's words follow after mount
 * ("3 minutes ago" then moves on each minute).
 */
function useReaderClock(): Clock {
  const [clock, setClock] = useState<Clock>({});
  useEffect(() => {
    const tick = () => setClock({ now: Date.now() });
    const first = setTimeout(tick);
    const every = setInterval(tick, 60_000);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, []);
  return clock;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid min-w-0 content-start gap-2">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Rows({ rows }: { rows: InspectionRow[] }) {
  return (
    <dl className="divide-y">
      {rows.map((row) => (
        <div key={row.key} className="grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-sm text-muted-foreground">{row.label}</dt>
          <dd className="grid min-w-0 gap-1">
            <span className="flex items-start gap-1.5 font-medium">
              <ToneIcon tone={row.tone} className="mt-1" />
              <span className={cn("min-w-0", URL_ROWS.has(row.key) ? "break-all" : "break-words")}>
                {row.value}
              </span>
            </span>
            <span className="text-sm text-muted-foreground">{row.hint}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function UrlList({ urls }: { urls: string[] }) {
  if (urls.length === 0) return <p className="text-sm text-muted-foreground">None reported</p>;
  return (
    <ul className="grid gap-1 text-sm">
      {urls.map((url) => {
        const href = httpUrl(url);
        return (
          <li key={url} className="min-w-0 break-all">
            {href ? (
              <a
                href={href}
                target="_blank"
                rel="noreferrer"
                className="text-primary underline-offset-4 hover:underline"
              >
                {url}
              </a>
            ) : (
              url
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Issues({ issues }: { issues: InspectionIssue[] }) {
  return (
    <ul className="grid gap-1.5 text-sm">
      {issues.map((issue, index) => (
        <li key={index} className="flex flex-wrap items-start gap-x-2 gap-y-1">
          <Badge variant={TONE_BADGE[issue.severity.tone]}>
            <ToneIcon tone={issue.severity.tone} className="text-current" />
            {issue.severity.label}
          </Badge>
          <span className="min-w-0 break-words">
            {issue.message}
            {issue.item ? <span className="text-muted-foreground"> · {issue.item}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

function RichResults({ result }: { result: GscInspection }) {
  const types = richResultTypes(result);
  if (types.length === 0) {
    return <p className="text-sm text-muted-foreground">No rich results detected</p>;
  }
  return (
    <ul className="grid gap-3">
      {types.map((type) => (
        <li key={type.type} className="grid gap-1.5">
          <p className="text-sm">
            <span className="font-medium">{type.type}</span>
            <span className="text-muted-foreground"> · {plural(type.count, "item")}</span>
          </p>
          {type.issues.length > 0 ? (
            <Issues issues={type.issues} />
          ) : (
            <p className="text-sm text-muted-foreground">No issues</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** One URL Inspection result in plain words: verdict, index status, canonicals, where Google found it. */
export function InspectionResult({
  url,
  result,
  inspectedAt,
}: {
  url: string;
  result: GscInspection;
  inspectedAt: string;
}) {
  const titleId = useId();
  const clock = useReaderClock();
  const status = result.indexStatusResult;
  const verdict = explainVerdict(status?.verdict);
  const coverage = explainCoverage(status?.coverageState, status?.verdict);
  const mismatch = canonicalMismatch(result, url);
  const link = httpUrl(result.inspectionResultLink);
  const mobileIssues = mobileUsabilityIssues(result);
  const amp = ampDetails(result, clock);
  const inspected = momentParts(inspectedAt, clock);

  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <h2 id={titleId} className="text-lg font-semibold tracking-tight">
            Inspection result
          </h2>
          {link ? (
            <a
              href={link}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Open in Search Console
              <ExternalLink aria-hidden className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <Badge variant={TONE_BADGE[verdict.tone]} className="text-sm [&>svg]:size-4">
            <ToneIcon tone={verdict.tone} className="text-current" />
            {verdict.label}
          </Badge>
          {verdict.tone === "warn" || verdict.tone === "bad" ? (
            <span className="min-w-0 break-words">{coverage.label}</span>
          ) : null}
        </p>
        <p className="min-w-0 font-medium break-all">{url}</p>
        <p className="text-sm text-muted-foreground">
          Inspected{" "}
          <time dateTime={inspectedAt} title={inspected.date}>
            {inspected.relative ?? inspected.date}
          </time>
        </p>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-6">
        {mismatch ? (
          <Alert role="status" className="border-warning/50 bg-warning/10 [&>svg]:text-warning">
            <TriangleAlert aria-hidden />
            <AlertTitle>
              {mismatch.declared
                ? "Google chose a different canonical than the one this page declares"
                : "This page declares no canonical, and Google chose a different URL"}
            </AlertTitle>
            <AlertDescription>
              <dl className="grid w-full gap-1">
                {mismatch.declared ? (
                  <div className="min-w-0">
                    <dt className="inline">Declared: </dt>
                    <dd className="inline break-all text-foreground">{mismatch.declared}</dd>
                  </div>
                ) : null}
                <div className="min-w-0">
                  <dt className="inline">Google chose: </dt>
                  <dd className="inline break-all text-foreground">{mismatch.chosen}</dd>
                </div>
              </dl>
              <p>
                Search shows Google&apos;s choice. Point redirects, internal links, sitemaps and the
                canonical tag at the one URL you want.
              </p>
            </AlertDescription>
          </Alert>
        ) : null}
        <Section title="Index status">
          <Rows rows={inspectionRows(result, { ...clock, url })} />
        </Section>
        <div className="grid gap-6 sm:grid-cols-2">
          <Section title="Sitemaps">
            <UrlList urls={status?.sitemap ?? []} />
          </Section>
          <Section title="Referring pages">
            <UrlList urls={status?.referringUrls ?? []} />
          </Section>
        </div>
        <Section title="Rich results">
          <RichResults result={result} />
        </Section>
        {mobileIssues.length > 0 ? (
          <Section title="Mobile usability">
            <p className="text-sm text-muted-foreground">
              Google retired this report in late 2023; these issues are from its last check.
            </p>
            <Issues issues={mobileIssues} />
          </Section>
        ) : null}
        {amp ? (
          <Section title="AMP">
            {amp.ampUrl ? <UrlList urls={[amp.ampUrl]} /> : null}
            <Rows rows={amp.rows} />
            {amp.issues.length > 0 ? <Issues issues={amp.issues} /> : null}
          </Section>
        ) : null}
      </CardContent>
    </Card>
  );
}
