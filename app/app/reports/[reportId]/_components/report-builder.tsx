"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { WidgetState } from "@/components/data-state/widget-state";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useReport, useUpdateReport } from "@/hooks/queries/use-reports";
import { dataErrorToast } from "@/lib/notifications/catalog";
import {
  REPORT_COMPARISON_LABELS,
  REPORT_COMPARISONS,
  REPORT_PRESET_LABELS,
  REPORT_PRESETS,
  type ReportPeriod,
} from "@/lib/reports/periods";
import { SECTION_LIMITS } from "@/lib/reports/sections";
import type { ReportDto } from "@/lib/reports/types";
import { BrandingEditor } from "./branding-editor";
import { OutputsPanel } from "./outputs-panel";
import { ReportPreview } from "./report-preview";
import { SectionsEditor } from "./sections-editor";

/** Changes are saved this long after the last one, and the preview follows the save. */
const SAVE_DELAY_MS = 700;

type Draft = Pick<ReportDto, "title" | "period" | "sections" | "branding" | "pageSize">;

const draftOf = ({ title, period, sections, branding, pageSize }: ReportDto): Draft => ({
  title,
  period,
  sections,
  branding,
  pageSize,
});

const selectClass =
  "h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm dark:bg-input/30";

export function BuilderSkeleton() {
  return <WidgetState status="loading" label="the report" skeleton="chart" rows={6} />;
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-4" aria-label={title}>
      <h2 className="font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function PeriodEditor({
  period,
  onChange,
}: {
  period: ReportPeriod;
  onChange: (p: ReportPeriod) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor="report-preset">Period</Label>
        <select
          id="report-preset"
          className={selectClass}
          value={period.preset}
          onChange={(event) =>
            onChange({ ...period, preset: event.target.value as ReportPeriod["preset"] })
          }
        >
          {REPORT_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {REPORT_PRESET_LABELS[preset]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="report-compare">Compare with</Label>
        <select
          id="report-compare"
          className={selectClass}
          value={period.compare}
          onChange={(event) =>
            onChange({ ...period, compare: event.target.value as ReportPeriod["compare"] })
          }
        >
          {REPORT_COMPARISONS.map((compare) => (
            <option key={compare} value={compare}>
              {REPORT_COMPARISON_LABELS[compare]}
            </option>
          ))}
        </select>
      </div>
      {period.preset === "custom" ? (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor="report-start">From</Label>
            <Input
              id="report-start"
              type="date"
              value={period.startDate ?? ""}
              onChange={(event) => onChange({ ...period, startDate: event.target.value })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="report-end">To</Label>
            <Input
              id="report-end"
              type="date"
              value={period.endDate ?? ""}
              onChange={(event) => onChange({ ...period, endDate: event.target.value })}
            />
          </div>
        </>
      ) : null}
      <p className="text-xs text-muted-foreground sm:col-span-2">
        A preset moves with time: a monthly email of “Last month” always covers the month before.
      </p>
    </div>
  );
}

/** A draft the server would refuse is kept on screen and not sent until it is whole again. */
function savable(draft: Draft): boolean {
  const { period } = draft;
  if (!draft.title.trim()) return false;
  if (period.preset === "custom")
    return !!period.startDate && !!period.endDate && period.startDate <= period.endDate;
  return true;
}

function Builder({ report }: { report: ReportDto }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(report));
  const update = useUpdateReport(report.id);
  const saved = useRef(JSON.stringify(draftOf(report)));
  const save = update.mutate;

  useEffect(() => {
    const text = JSON.stringify(draft);
    if (text === saved.current || !savable(draft)) return;
    const timer = setTimeout(() => {
      saved.current = text;
      save({
        title: draft.title.trim(),
        period: draft.period,
        sections: draft.sections,
        branding: { ...draft.branding, name: draft.branding.name?.trim() || null },
        pageSize: draft.pageSize,
      });
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, save]);

  const patch = (next: Partial<Draft>) => setDraft((d) => ({ ...d, ...next }));
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="ghost" size="sm">
          <Link href={`/app/reports/?project=${report.projectId}`}>
            <ArrowLeft aria-hidden /> Reports
          </Link>
        </Button>
        <h1 className="min-w-0 flex-1 truncate text-2xl font-semibold tracking-tight">
          {draft.title || "Untitled report"}
        </h1>
        <span role="status" className="text-sm text-muted-foreground">
          {update.isPending ? "Saving…" : update.isError ? "Not saved" : "All changes saved"}
        </span>
      </div>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        <div className="grid content-start gap-4">
          <Card title="Report">
            <div className="grid gap-1.5">
              <Label htmlFor="report-title">Title</Label>
              <Input
                id="report-title"
                value={draft.title}
                maxLength={SECTION_LIMITS.titleChars}
                aria-invalid={!draft.title.trim()}
                onChange={(event) => patch({ title: event.target.value })}
              />
              {!draft.title.trim() ? (
                <p className="text-xs text-destructive">Please give the report a title.</p>
              ) : null}
            </div>
            <PeriodEditor period={draft.period} onChange={(period) => patch({ period })} />
            <div className="grid gap-1.5">
              <Label htmlFor="report-page-size">PDF page size</Label>
              <select
                id="report-page-size"
                className={selectClass}
                value={draft.pageSize}
                onChange={(event) => patch({ pageSize: event.target.value as Draft["pageSize"] })}
              >
                <option value="a4">A4</option>
                <option value="letter">Letter</option>
              </select>
            </div>
          </Card>
          <Card title="Sections">
            <SectionsEditor
              sections={draft.sections}
              onChange={(sections) => patch({ sections })}
            />
          </Card>
          <Card title="Branding">
            <BrandingEditor
              report={report}
              branding={draft.branding}
              onChange={(branding) => patch({ branding })}
            />
          </Card>
          <Card title="Share and export">
            <OutputsPanel report={report} />
          </Card>
        </div>
        <div className="grid content-start gap-2">
          <h2 className="font-semibold">Preview</h2>
          <p className="text-sm text-muted-foreground">
            The same pages the PDF and the share link show, with today’s figures.{" "}
            <a
              className="underline underline-offset-4"
              href={`/app/reports/${report.id}/print/`}
              target="_blank"
              rel="noopener"
            >
              Open the printable page
            </a>
          </p>
          <ReportPreview report={report} />
        </div>
      </div>
    </div>
  );
}

/** The builder: the report's settings on one side, its live preview on the other. */
export function ReportBuilder({ reportId }: { reportId: string }) {
  const report = useReport(reportId);
  if (report.isPending) return <BuilderSkeleton />;
  if (report.isError) {
    const toast = dataErrorToast(report.error);
    return (
      <WidgetState
        status="error"
        title={toast.title}
        message={toast.message}
        onRetry={() => void report.refetch()}
      />
    );
  }
  return <Builder report={report.data} />;
}
