"use client";

import { useId, useRef, useState } from "react";
import { Copy, Download, Rss } from "lucide-react";
import { notify } from "@/components/notifications/notify";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useCalendarFeed, useRotateCalendarFeed } from "@/hooks/queries/use-content";
import { formatDateTime } from "@/lib/dates/format";
import { contentCalendarHref } from "@/lib/query/content";

async function copyAddress(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    notify({ type: "success", category: "data", title: "Calendar address copied." });
  } catch {
    notify({
      type: "error",
      category: "data",
      title: "Could not copy the address",
      message: "Select the address in the field and copy it with your keyboard instead.",
    });
  }
}

/** The project's secret iCalendar feed (made or replaced here, shown once) and the .ics download. */
export function SubscribePanel({ projectId }: { projectId: string }) {
  const id = useId();
  const feed = useCalendarFeed(projectId);
  const rotate = useRotateCalendarFeed(projectId);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const exists = feed.data?.exists ?? false;
  const url = rotate.data?.url ?? null;

  const create = () => {
    setConfirming(false);
    rotate.mutate();
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-slot="calendar-subscribe"
      className="grid grid-cols-1 gap-4 rounded-xl border p-4"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
          <Rss aria-hidden className="size-4" />
          Subscribe
        </h2>
        <p className="max-w-3xl text-sm text-muted-foreground">
          Add this plan to Google Calendar, Outlook or Apple Calendar with a secret address: they
          check it for changes about once an hour. Anyone who has the address can read the titles
          and dates, so share it only with your team. Or download the calendar as it is today.
        </p>
      </div>

      {feed.isPending ? (
        <Skeleton className="h-5 w-72" />
      ) : (
        <p className="text-sm" data-slot="feed-status">
          {exists && feed.data?.createdAt
            ? `The current address was made on ${formatDateTime(feed.data.createdAt)}. It is shown only when it is made; make a new one if you no longer have it.`
            : "This project has no calendar address yet."}
        </p>
      )}

      {url ? (
        <div className="grid gap-2">
          <label htmlFor={`${id}-url`} className="text-sm font-medium">
            Calendar address
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-url`}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              aria-describedby={`${id}-once`}
              className="font-mono text-xs sm:text-xs"
            />
            <Button type="button" variant="outline" onClick={() => void copyAddress(url)}>
              <Copy aria-hidden />
              Copy address
            </Button>
          </div>
          <p id={`${id}-once`} className="text-sm text-muted-foreground">
            Copy it now: Rankwell keeps only a fingerprint of it and cannot show it again.
          </p>
        </div>
      ) : null}

      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby={`${id}-confirm`}
          className="grid gap-3 rounded-lg border border-amber-500/60 bg-amber-50 p-3 text-sm dark:bg-amber-950/40"
        >
          <p id={`${id}-confirm`}>
            The current address stops working at once: calendars subscribed to it stop updating
            until they are given the new one.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button ref={confirmRef} type="button" size="sm" onClick={create}>
              Make a new address
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep the current one
            </Button>
          </div>
        </div>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {!confirming ? (
          <Button
            type="button"
            variant={exists ? "outline" : "default"}
            disabled={feed.isPending || rotate.isPending}
            onClick={() => {
              if (!exists) return create();
              setConfirming(true);
              // The confirmation's button takes the focus once it is rendered.
              requestAnimationFrame(() => confirmRef.current?.focus());
            }}
          >
            <Rss aria-hidden />
            {exists ? "Regenerate address…" : "Create calendar address"}
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <a href={contentCalendarHref(projectId)} download>
            <Download aria-hidden />
            Download .ics
          </a>
        </Button>
      </div>
    </section>
  );
}
