"use client";

import { Download } from "lucide-react";
import { ChangeText } from "@/components/data-state/change-text";
import { buttonVariants } from "@/components/ui/button";
import { WidgetCard } from "@/components/data-state/widget-card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatNumber, formatPercent } from "@/lib/format/numbers";
import { urlDisplayText } from "@/lib/format/url-display";
import type { GscInsightsDimension } from "@/lib/gsc-insights/schemas";
import type { InsightList } from "@/lib/gsc-insights/types";
import type { Contribution } from "@/lib/seo/click-change";
import { appearanceLabel, countryName, deviceLabel } from "@/lib/search-performance/labels";

export type InsightDimension = GscInsightsDimension;

/** Every key of the list's dimension as a file the server streams (not only the keys shown). */
export function ExportLink({ href, what }: { href: string; what: string }) {
  return (
    <a
      href={href}
      download
      className={buttonVariants({ variant: "outline", size: "sm", className: "mt-4 w-fit" })}
    >
      <Download aria-hidden />
      Export CSV<span className="sr-only"> of every {what}</span>
    </a>
  );
}

function keyText(dimension: InsightDimension, key: string, siteUrl?: string): string {
  switch (dimension) {
    case "page":
      return urlDisplayText(key, siteUrl);
    case "country":
      return countryName(key);
    case "device":
      return deviceLabel(key);
    case "searchAppearance":
      return appearanceLabel(key);
    case "query":
      return key;
  }
}

/** Keys with their clicks then and now, the change, and the share of the net change they explain. */
export function ContributionList({
  rows,
  dimension,
  empty,
  siteUrl,
}: {
  rows: readonly Contribution[];
  dimension: InsightDimension;
  empty: string;
  siteUrl?: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ol className="grid grid-cols-1 gap-1.5">
      {rows.map((row) => (
        <li key={row.key} className="flex min-w-0 items-baseline justify-between gap-3 text-sm">
          <span className="min-w-0 truncate" title={row.key}>
            {keyText(dimension, row.key, siteUrl)}
          </span>
          <span className="flex shrink-0 items-baseline gap-2">
            <span className="text-muted-foreground tabular-nums">
              {formatNumber(row.previous.clicks)} → {formatNumber(row.current.clicks)}
            </span>
            <ChangeText value={row.change} />
            {/* A share of the net change reads only for keys that moved with it. */}
            {row.share !== null && row.share >= 0.005 ? (
              <span
                className="hidden w-14 text-right text-xs text-muted-foreground tabular-nums sm:inline"
                title="Share of the net change"
              >
                {formatPercent(row.share, 0)}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The card's four lists, each with its tab and what it says when empty. */
const LISTS: {
  id: "down" | "up" | "new" | "gone";
  label: string;
  empty: (noun: string) => string;
}[] = [
  { id: "down", label: "Lost clicks", empty: (noun) => `No ${noun} lost clicks.` },
  { id: "up", label: "Gained clicks", empty: (noun) => `No ${noun} gained clicks.` },
  { id: "new", label: "New", empty: (noun) => `No ${noun} had impressions in this period only.` },
  { id: "gone", label: "Gone", empty: (noun) => `No ${noun} lost all its impressions.` },
];

/** A dimension's keys that moved: up, down, new (impressions now, none before) and gone. */
export function DimensionCard({
  id,
  title,
  list,
  noun,
  siteUrl,
  exportHref,
}: {
  id: string;
  title: string;
  list: InsightList | null;
  noun: "query" | "page";
  siteUrl?: string;
  exportHref: string;
}) {
  const plural = noun === "query" ? "queries" : "pages";
  if (!list) return null;
  const { gained, lost } = list.summary;
  return (
    <WidgetCard
      id={id}
      title={title}
      description={`${formatNumber(gained.count)} new ${gained.count === 1 ? noun : plural} brought ${formatNumber(gained.clicks)} clicks; ${formatNumber(lost.count)} gone took ${formatNumber(lost.clicks)}.`}
    >
      <Tabs defaultValue="down">
        <TabsList aria-label={`${title} that`}>
          {LISTS.map(({ id, label }) => (
            <TabsTrigger key={id} value={id}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {LISTS.map(({ id, empty }) => (
          <TabsContent key={id} value={id}>
            <ContributionList
              rows={list[id]}
              dimension={noun}
              siteUrl={siteUrl}
              empty={empty(noun)}
            />
          </TabsContent>
        ))}
      </Tabs>
      <ExportLink href={exportHref} what={noun} />
    </WidgetCard>
  );
}
