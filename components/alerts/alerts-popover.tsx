"use client";

import { lazy, Suspense, useEffect, useId, useRef } from "react";
import Link from "next/link";
import { BellOff, ChevronDown, Clock, RotateCw } from "lucide-react";
import { useNotify } from "@/components/notifications/use-notify";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { useAlerts, useMarkAlertsRead, useUpdateAlertRule } from "@/hooks/queries/use-alerts";
import { SNOOZE_HOURS, type AlertDto } from "@/lib/alerts/types";
import { formatDisplayDate } from "@/lib/dates/format";
import { errorText } from "@/lib/errors/error-text";
import { snoozeEnd } from "@/lib/query/alerts";
import { cn } from "@/lib/utils";
import { ALERTS_SETTINGS_HREF, snoozeText, viewTitle } from "./alert-text";

// The chart library loads when the list first shows a chart, not with every page's header.
const AlertChart = lazy(() => import("./alert-chart").then((m) => ({ default: m.AlertChart })));

/** The bell's popover once its code has loaded (the first press loads it and opens it). */
export function AlertsPopover({
  trigger,
  open,
  setOpen,
}: {
  /** The bell, the same button shown before this code loaded; it hides on a phone when closed. */
  trigger: (open: boolean) => React.ReactElement;
  open: boolean;
  setOpen(open: boolean): void;
}) {
  const alerts = useAlerts();
  const { mutate: markRead, variables: marking, reset: forgetMarking } = useMarkAlertsRead();
  const headingId = useId();
  const list = alerts.data?.alerts;

  // What the open popover shows is read: the unread alerts when it opens, and any that load or
  // arrive while it stays open. Each is sent once per opening, so a refused request cannot loop.
  const sent = useRef(new Set<string>());
  useEffect(() => {
    if (!open || !list) return;
    const ids = list
      .filter((alert) => alert.readAt === null && !sent.current.has(alert.id))
      .map((alert) => alert.id);
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    markRead({ ids });
  }, [open, list, markRead]);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      sent.current.clear();
      forgetMarking();
    }
  };
  const close = () => changeOpen(false);
  // Alerts that were unread when shown keep their "new" mark until the popover closes.
  const fresh = new Set(marking?.ids ?? []);

  return (
    <Popover open={open} onOpenChange={changeOpen}>
      <PopoverTrigger asChild>{trigger(open)}</PopoverTrigger>
      <PopoverContent
        align="end"
        collisionPadding={16}
        aria-labelledby={headingId}
        className="max-h-[min(36rem,var(--radix-popover-content-available-height))] w-[min(24rem,calc(100vw-2rem))] overflow-y-auto overscroll-contain p-0"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between gap-2 border-b bg-popover px-3 py-2">
          <h2 id={headingId} className="text-sm font-semibold">
            Alerts
          </h2>
          <Link
            href={ALERTS_SETTINGS_HREF}
            onClick={close}
            className="rounded-sm text-xs text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            Alert settings
          </Link>
        </div>
        {list ? (
          list.length === 0 ? (
            <p className="px-3 py-6 text-sm text-muted-foreground">
              No alerts yet. Rules in{" "}
              <Link
                href={ALERTS_SETTINGS_HREF}
                onClick={close}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Settings → Alerts
              </Link>{" "}
              watch your projects every day.
            </p>
          ) : (
            <ul aria-labelledby={headingId} className="divide-y">
              {list.map((alert) => (
                <AlertItem
                  key={alert.id}
                  alert={alert}
                  isNew={alert.readAt === null || fresh.has(alert.id)}
                  onNavigate={close}
                />
              ))}
            </ul>
          )
        ) : alerts.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 px-3 py-4 text-sm">
            <p className="font-medium text-destructive">Could not load your alerts</p>
            <p className="text-muted-foreground">
              {errorText(alerts.error).split("\n")[0] || "Please try again in a moment."}
            </p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void alerts.refetch()}
              disabled={alerts.isFetching}
            >
              <RotateCw aria-hidden />
              Try again
            </Button>
          </div>
        ) : (
          <div aria-busy="true" className="grid gap-3 px-3 py-3">
            <span role="status" className="sr-only">
              Loading your alerts...
            </span>
            {[0, 1].map((i) => (
              <div key={i} className="grid gap-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
                <Skeleton className="h-16" />
              </div>
            ))}
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}

function AlertItem({
  alert,
  isNew,
  onNavigate,
}: {
  alert: AlertDto;
  isNew: boolean;
  onNavigate: () => void;
}) {
  const update = useUpdateAlertRule();
  const notify = useNotify();
  const titleId = useId();
  const view = viewTitle(alert.href);
  const { ruleId } = alert;

  const change = (patch: { muted: true } | { snoozedUntil: string }, done: string) => {
    if (!ruleId) return;
    update.mutate(
      { rule: { id: ruleId, projectId: alert.projectId, label: alert.label }, patch },
      {
        onSuccess: () =>
          notify({
            type: "success",
            category: "data",
            title: done,
            message: "Change it in Settings → Alerts.",
          }),
      },
    );
  };

  return (
    <li
      data-testid="alert-item"
      data-read={alert.readAt === null ? "false" : "true"}
      className={cn("grid gap-2 px-3 py-3", isNew && "bg-primary/5")}
    >
      <div className="flex items-start gap-2">
        <span
          aria-hidden
          className={cn(
            "mt-1.5 size-2 shrink-0 rounded-full",
            isNew ? "bg-primary" : "bg-transparent",
          )}
        />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h3 id={titleId} className="text-sm leading-snug font-medium break-words">
            {alert.title}
            {isNew && <span className="sr-only"> (new)</span>}
          </h3>
          <p className="text-xs text-muted-foreground">
            <span className="break-words">{alert.projectName}</span>
            <span aria-hidden> · </span>
            <span className="sr-only">, </span>
            <time dateTime={alert.day}>{formatDisplayDate(alert.day)}</time>
          </p>
        </div>
      </div>
      <p className="text-sm break-words">{alert.message}</p>
      {alert.chart.length > 1 && (
        <Suspense fallback={<Skeleton className="h-[92px]" />}>
          <AlertChart alert={alert} />
        </Suspense>
      )}
      <div className="flex flex-wrap items-center gap-x-1 gap-y-2">
        <Link
          href={alert.href}
          onClick={onNavigate}
          aria-describedby={titleId}
          className="mr-auto rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {view ? `Open in ${view}` : "Open"}
        </Link>
        {ruleId && (
          <>
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2 text-xs"
              aria-describedby={titleId}
              disabled={update.isPending}
              onClick={() =>
                change({ muted: true }, `${alert.label} alerts muted for ${alert.projectName}`)
              }
            >
              <BellOff aria-hidden />
              Mute rule
            </Button>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-7 px-2 text-xs"
                  aria-describedby={titleId}
                  disabled={update.isPending}
                >
                  <Clock aria-hidden />
                  Snooze
                  <ChevronDown aria-hidden className="size-3" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {SNOOZE_HOURS.map((hours) => (
                  <DropdownMenuItem
                    key={hours}
                    onSelect={() =>
                      change(
                        { snoozedUntil: snoozeEnd(hours) },
                        `${alert.label} alerts snoozed for ${snoozeText(hours)}`,
                      )
                    }
                  >
                    Snooze {snoozeText(hours)}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          </>
        )}
      </div>
    </li>
  );
}
