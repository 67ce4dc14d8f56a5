"use client";

import { WidgetState } from "@/components/data-state/widget-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatCompact, formatPercent } from "@/lib/format/numbers";
import { brandedSplitRequest, reportsQueries } from "@/lib/search-performance/requests";
import type { Metrics } from "@/lib/seo/search-metrics";
import { BrandTermsEditor } from "./brand-terms-editor";
import type { ViewContext } from "./use-view-context";
import { useWidgetData } from "./use-widget-data";
import { WidgetError } from "./widget-error";

function Segment({
  name,
  metrics,
  share,
  tone,
}: {
  name: string;
  metrics: Metrics;
  share: number;
  tone: string;
}) {
  return (
    <div className="flex min-w-36 flex-1 flex-col gap-0.5">
      <span className="flex items-center gap-2 text-sm text-muted-foreground">
        <span aria-hidden className={`size-2.5 rounded-full ${tone}`} />
        {name}
      </span>
      <span className="text-xl font-semibold tabular-nums">
        {formatCompact(metrics.clicks)} clicks
      </span>
      <span className="text-sm text-muted-foreground tabular-nums">
        {formatPercent(share, 1)} of query clicks · {formatCompact(metrics.impressions)} impressions
        · CTR {formatPercent(metrics.ctr)}
      </span>
    </div>
  );
}

/** Clicks from searches that name the brand against all the others, from the query rows. */
export function BrandedSplit({ context }: { context: ViewContext }) {
  const { ref, range, state, update, brand } = context;
  const queries = reportsQueries(state.type);
  // The server splits every query row; the answer carries the two totals and a one-row page.
  const query = useWidgetData(brandedSplitRequest(ref, range, state, brand.terms));
  const split = query.data?.brandSplit ?? null;

  let body: React.ReactNode;
  if (!queries) {
    body = (
      <p className="text-sm text-muted-foreground">
        Discover reports no queries, so traffic cannot be split by brand.
      </p>
    );
  } else if (brand.terms.length === 0) {
    body = null;
  } else if (query.isError && !query.data) {
    body = (
      <WidgetError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!split) {
    body = <WidgetState status="loading" label="the branded split" skeleton="kpi" height={72} />;
  } else {
    const total = split.branded.clicks + split.nonBranded.clicks;
    const brandedShare = total > 0 ? split.branded.clicks / total : 0;
    body = (
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-4">
          <Segment name="Branded" metrics={split.branded} share={brandedShare} tone="bg-chart-1" />
          <Segment
            name="Non-branded"
            metrics={split.nonBranded}
            share={total > 0 ? 1 - brandedShare : 0}
            tone="bg-chart-2"
          />
        </div>
        <div aria-hidden className="flex h-2 overflow-hidden rounded-full bg-muted">
          <div className="bg-chart-1" style={{ width: `${brandedShare * 100}%` }} />
          <div className="flex-1 bg-chart-2" />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-pressed={state.brand === "branded"}
            onClick={() => update({ brand: state.brand === "branded" ? null : "branded" })}
          >
            Only branded
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-pressed={state.brand === "nonBranded"}
            onClick={() => update({ brand: state.brand === "nonBranded" ? null : "nonBranded" })}
          >
            Only non-branded
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Card role="region" aria-labelledby="branded-split-title" className="gap-3 p-4 sm:p-6">
      <h2 id="branded-split-title" className="text-lg font-semibold">
        Branded vs non-branded
      </h2>
      {body}
      <BrandTermsEditor
        terms={brand.terms}
        source={brand.source}
        onChange={(brandTerms) => update({ brandTerms })}
      />
    </Card>
  );
}
