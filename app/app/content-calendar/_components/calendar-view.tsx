"use client";

import Link from "next/link";
import { ChevronLeft, ChevronRight, Download, KanbanSquare } from "lucide-react";
import { ProjectScopedView } from "@/components/data-state/scoped-view";
import { WidgetState } from "@/components/data-state/widget-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { CONTENT_STATUS_LABELS } from "@/lib/content/types";
import {
  calendarEntries,
  stepPeriod,
  visibleRange,
  weekDays,
  type CalendarView as View,
} from "@/lib/content-calendar/grid";
import { CALENDAR_LIMITS } from "@/lib/content-calendar/types";
import { calendarToday, planningItemHref } from "@/lib/content-calendar/url-state";
import { formatLongMonthYear, formatMonthDay, fromDateKey } from "@/lib/dates/format";
import { dataErrorToast } from "@/lib/notifications/catalog";
import { formatNumber } from "@/lib/format/numbers";
import { cn } from "@/lib/utils";
import { CalendarBoard } from "./calendar-board";
import { StatusLegend } from "./status-legend";
import { SubscribePanel } from "./subscribe-panel";
import { useCalendarItems } from "./use-calendar-items";
import { useCalendarState } from "./use-calendar-state";

const VIEW_LABELS: Record<View, string> = { month: "Month", week: "Week" };

/** "March 2026", or the week's "Mar 30 – Apr 5, 2026". */
function periodLabel(view: View, date: string): string {
  if (view === "month") return formatLongMonthYear(fromDateKey(date));
  const [first, last] = [fromDateKey(weekDays(date)[0]!), fromDateKey(weekDays(date)[6]!)];
  const from =
    first.getFullYear() === last.getFullYear()
      ? formatMonthDay(first)
      : `${formatMonthDay(first)}, ${first.getFullYear()}`;
  return `${from} – ${formatMonthDay(last)}, ${last.getFullYear()}`;
}

/** The grid's place while the scope or the period's items load. */
export function CalendarSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span role="status" className="sr-only">
        Loading the content calendar...
      </span>
      <div aria-hidden className="flex flex-wrap items-center gap-2">
        <Skeleton className="h-9 w-9" />
        <Skeleton className="h-9 w-16" />
        <Skeleton className="h-9 w-9" />
        <Skeleton className="h-7 w-40" />
      </div>
      <div aria-hidden className="grid grid-cols-7 gap-px overflow-hidden rounded-xl border">
        {Array.from({ length: 35 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-none sm:h-28" />
        ))}
      </div>
    </div>
  );
}

/** The content calendar of the project the filter bar names. */
export function CalendarPage() {
  return (
    <ProjectScopedView
      skeleton={<CalendarSkeleton />}
      noProject={{
        description:
          "The calendar shows a project's content plan. Create a project in Settings, then plan its content in Content Planning.",
        action: "Create a project in Settings",
      }}
    >
      {/* A project without data sources still has a plan: the calendar reads no Google data. */}
      {(scope) => <ContentCalendar projectId={scope.project.id} />}
    </ProjectScopedView>
  );
}

function ContentCalendar({ projectId }: { projectId: string }) {
  const today = calendarToday();
  const [state, setState] = useCalendarState(today);
  const range = { projectId, ...visibleRange(state.view, state.date) };
  const items = useCalendarItems(range);
  const label = periodLabel(state.view, state.date);
  const unit = state.view === "month" ? "month" : "week";
  const go = (date: string) => setState({ ...state, date });
  const entries = items.data ? calendarEntries(items.data.items, range) : [];

  const exportCsv = () =>
    // The CSV writer (papaparse) loads with the first export, not with the view.
    void import("@/lib/csv/to-csv").then(({ downloadCsv, toCsv }) =>
      downloadCsv(
        `content-calendar-${range.start}-${range.end}.csv`,
        toCsv(
          [
            { header: "Date", value: (e) => e.day },
            { header: "Date type", value: (e) => (e.kind === "due" ? "Due" : "Publish") },
            { header: "Title", value: (e) => e.item.title },
            { header: "Status", value: (e) => CONTENT_STATUS_LABELS[e.item.status] },
            { header: "Priority", value: (e) => e.item.priority },
            { header: "Author", value: (e) => e.item.author },
            { header: "Target URL", value: (e) => e.item.targetUrl },
            {
              header: "Link",
              value: (e) => `${window.location.origin}${planningItemHref(projectId, e.item.id)}`,
            },
          ],
          entries,
        ),
      ),
    );

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={`Previous ${unit}`}
            onClick={() => go(stepPeriod(state.view, state.date, -1))}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" onClick={() => go(today)}>
            Today
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={`Next ${unit}`}
            onClick={() => go(stepPeriod(state.view, state.date, 1))}
          >
            <ChevronRight aria-hidden />
          </Button>
          <h2 aria-live="polite" className="ml-1 text-xl font-semibold" data-slot="calendar-period">
            {label}
          </h2>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div
            role="group"
            aria-label="Calendar view"
            className="inline-flex rounded-md border p-0.5"
          >
            {(["month", "week"] as const).map((view) => (
              <Button
                key={view}
                size="sm"
                variant={state.view === view ? "secondary" : "ghost"}
                aria-pressed={state.view === view}
                onClick={() => setState({ ...state, view })}
              >
                {VIEW_LABELS[view]}
              </Button>
            ))}
          </div>
          <Button variant="outline" size="sm" onClick={exportCsv} disabled={entries.length === 0}>
            <Download aria-hidden />
            Export CSV
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link prefetch={false} href={`/app/content-planning/?project=${projectId}`}>
              <KanbanSquare aria-hidden />
              Content Planning
            </Link>
          </Button>
        </div>
      </div>
      <StatusLegend />

      {items.isError && !items.data ? (
        <WidgetState
          status="error"
          title={dataErrorToast(items.error).title}
          message={dataErrorToast(items.error).message}
          onRetry={() => void items.refetch()}
          retrying={items.isFetching}
        />
      ) : !items.data ? (
        <CalendarSkeleton />
      ) : (
        <div
          className={cn("grid gap-3", items.isPlaceholderData && "opacity-70")}
          aria-busy={items.isPlaceholderData || undefined}
        >
          {entries.length === 0 && !items.isPlaceholderData ? (
            <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
              Nothing is due or publishing this {unit}. Give items a due or publish date in{" "}
              <Link
                prefetch={false}
                href={`/app/content-planning/?project=${projectId}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Content Planning
              </Link>
              , or go to another {unit}.
            </p>
          ) : null}
          {items.data.truncated ? (
            <p className="text-sm text-muted-foreground">
              This {unit} has more dates than the calendar shows at once: it shows those of the
              first {formatNumber(CALENDAR_LIMITS.items)} items. Download the .ics for all of them.
            </p>
          ) : null}
          <CalendarBoard
            projectId={projectId}
            state={state}
            today={today}
            label={label}
            items={items.data.items}
            onNavigate={go}
          />
        </div>
      )}
      <SubscribePanel projectId={projectId} />
    </div>
  );
}
