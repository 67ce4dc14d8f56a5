"use client";

import { FileText, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ProjectScopedView } from "@/components/data-state/scoped-view";
import { WidgetState } from "@/components/data-state/widget-state";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCreateReport, useDeleteReport, useReports } from "@/hooks/queries/use-reports";
import { formatDateTime } from "@/lib/dates/format";
import { dataErrorToast } from "@/lib/notifications/catalog";
import type { ProjectDto } from "@/lib/projects/types";
import { REPORT_COMPARISON_LABELS, REPORT_PRESET_LABELS } from "@/lib/reports/periods";
import { SECTION_LIMITS } from "@/lib/reports/sections";
import type { ReportDto } from "@/lib/reports/types";

export function ReportsSkeleton() {
  return <WidgetState status="loading" label="your reports" skeleton="table" rows={4} />;
}

export const builderHref = (report: Pick<ReportDto, "id" | "projectId">) =>
  `/app/reports/${report.id}/?project=${report.projectId}`;

function NewReport({ project }: { project: ProjectDto }) {
  const [title, setTitle] = useState("");
  const create = useCreateReport();
  const router = useRouter();
  return (
    <form
      className="flex flex-wrap items-end gap-3 rounded-xl border bg-card p-4"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { projectId: project.id, title: title.trim() || `${project.name} report` },
          { onSuccess: (report) => router.push(builderHref(report)) },
        );
      }}
    >
      <div className="grid min-w-64 flex-1 gap-1.5">
        <Label htmlFor="new-report-title">New report for {project.name}</Label>
        <Input
          id="new-report-title"
          value={title}
          maxLength={SECTION_LIMITS.titleChars}
          placeholder={`${project.name} monthly SEO report`}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        <Plus aria-hidden /> New report
      </Button>
    </form>
  );
}

function ReportRow({ report }: { report: ReportDto }) {
  const remove = useDeleteReport(report.projectId);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4">
      <FileText aria-hidden className="size-5 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <Link
          href={builderHref(report)}
          className="truncate font-medium underline-offset-4 hover:underline focus-visible:underline"
        >
          {report.title}
        </Link>
        <span className="text-sm text-muted-foreground">
          {REPORT_PRESET_LABELS[report.period.preset]} ·{" "}
          {REPORT_COMPARISON_LABELS[report.period.compare]} · {report.sections.length}{" "}
          {report.sections.length === 1 ? "section" : "sections"} · edited{" "}
          {formatDateTime(report.updatedAt)}
        </span>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${report.title}`}
        disabled={remove.isPending}
        onClick={() => {
          if (window.confirm(`Delete "${report.title}" with its files, links and schedules?`))
            remove.mutate(report.id);
        }}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

function ProjectReports({ project }: { project: ProjectDto }) {
  const reports = useReports(project.id);
  if (reports.isPending) return <ReportsSkeleton />;
  if (reports.isError) {
    const toast = dataErrorToast(reports.error);
    return (
      <WidgetState
        status="error"
        title={toast.title}
        message={toast.message}
        onRetry={() => void reports.refetch()}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <NewReport project={project} />
      {reports.data.length === 0 ? (
        <WidgetState
          status="empty"
          title="No reports yet"
          description="Give your first report a title above and press New report. It starts with the KPI summary, the trend, top queries and pages, and winners and losers, which you can change."
        />
      ) : (
        <ul className="grid gap-3" aria-label="Reports">
          {reports.data.map((report) => (
            <ReportRow key={report.id} report={report} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The project's reports, and a form to start a new one. */
export function ReportsView() {
  return (
    <ProjectScopedView
      skeleton={<ReportsSkeleton />}
      noProject={{
        description:
          "Reports belong to a project. Create one in Settings and connect its Search Console property, then come back.",
      }}
    >
      {(scope) => <ProjectReports project={scope.project} />}
    </ProjectScopedView>
  );
}
