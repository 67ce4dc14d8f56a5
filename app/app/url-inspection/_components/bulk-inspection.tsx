"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { WidgetState } from "@/components/data-state/widget-state";
import { BatchList } from "@/components/inspection/batch-list";
import { useSitemaps } from "@/hooks/queries/use-sitemaps-data-query";
import {
  useCancelInspectionBatch,
  useCreateInspectionBatch,
} from "@/hooks/queries/use-url-inspection";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { formatNumber } from "@/lib/format/numbers";
import { MAX_TOP_PAGES } from "@/lib/url-inspection/limits";
import type { InspectionBatchesResponse } from "@/lib/url-inspection/types";
import { cn } from "@/lib/utils";

type Mode = "list" | "sitemap" | "top_pages";
const MODES: { id: Mode; label: string }[] = [
  { id: "list", label: "Paste URLs" },
  { id: "sitemap", label: "A sitemap" },
  { id: "top_pages", label: "Top pages" },
];

const countLines = (text: string) => text.split(/[\s,]+/).filter((t) => t !== "").length;

/** Starts a bulk inspection and shows each one's progress; they run as background jobs. */
export function BulkInspection({
  propertyRef,
  siteUrl,
  data,
}: {
  propertyRef: PropertyRef;
  siteUrl: string;
  data: InspectionBatchesResponse | undefined;
}) {
  const [mode, setMode] = useState<Mode>("list");
  const [text, setText] = useState("");
  const [sitemap, setSitemap] = useState("");
  const [count, setCount] = useState("100");
  const create = useCreateInspectionBatch(propertyRef);
  const cancel = useCancelInspectionBatch(propertyRef);
  const sitemaps = useSitemaps(mode === "sitemap" ? propertyRef : null);
  const error = create.error instanceof Error ? create.error.message : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (mode === "list") create.mutate({ ...propertyRef, source: "list", urls: text });
    else if (mode === "sitemap") create.mutate({ ...propertyRef, source: "sitemap", sitemap });
    else create.mutate({ ...propertyRef, source: "top_pages", count: Number(count) });
  };

  return (
    <div className="grid gap-4">
      <form onSubmit={submit} className="grid gap-3" aria-label="Bulk inspection">
        <div
          role="group"
          aria-label="What to inspect"
          className="inline-flex w-fit flex-wrap rounded-lg bg-muted p-[3px]"
        >
          {MODES.map((m) => (
            <button
              key={m.id}
              type="button"
              aria-pressed={mode === m.id}
              onClick={() => setMode(m.id)}
              className={cn(
                "rounded-md px-3 py-1 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                mode === m.id && "bg-background text-foreground shadow-sm",
              )}
            >
              {m.label}
            </button>
          ))}
        </div>
        {mode === "list" ? (
          <div className="grid gap-2">
            <Label htmlFor="bulk-urls">URLs of {siteUrl}, one per line</Label>
            <Textarea
              id="bulk-urls"
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={5}
              placeholder="https://www.example.com/page/"
              aria-invalid={error ? true : undefined}
              aria-describedby="bulk-hint"
              className="font-mono text-xs"
            />
          </div>
        ) : mode === "sitemap" ? (
          <div className="grid gap-2">
            <Label htmlFor="bulk-sitemap">Sitemap of the property</Label>
            <Input
              id="bulk-sitemap"
              type="url"
              list="bulk-sitemap-options"
              value={sitemap}
              onChange={(e) => setSitemap(e.target.value)}
              placeholder="https://www.example.com/sitemap.xml"
              aria-invalid={error ? true : undefined}
              aria-describedby="bulk-hint"
            />
            <datalist id="bulk-sitemap-options">
              {(sitemaps.data ?? []).map((s) => (
                <option key={s.path} value={s.path} />
              ))}
            </datalist>
          </div>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor="bulk-count">Pages with the most impressions (last 28 days)</Label>
            <Input
              id="bulk-count"
              type="number"
              min={1}
              max={MAX_TOP_PAGES}
              value={count}
              onChange={(e) => setCount(e.target.value)}
              className="w-32"
              aria-invalid={error ? true : undefined}
              aria-describedby="bulk-hint"
            />
          </div>
        )}
        <p id="bulk-hint" className="text-sm text-muted-foreground">
          {mode === "list" && text ? `${formatNumber(countLines(text))} URLs. ` : ""}
          Runs in the background within the day&apos;s budget, pauses when it is spent and goes on
          at midnight Pacific. A URL already inspected today is not inspected again.
        </p>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="w-fit" disabled={create.isPending}>
          {create.isPending ? "Starting…" : "Start bulk inspection"}
        </Button>
      </form>
      {data === undefined ? (
        <WidgetState status="loading" label="bulk inspections" skeleton="table" rows={2} />
      ) : data.batches.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No bulk inspection yet. Paste a list, pick a sitemap or take your top pages to learn how
          Google indexes them.
        </p>
      ) : (
        <BatchList batches={data.batches} onCancel={(id) => cancel.mutate(id)} />
      )}
    </div>
  );
}
