"use client";

import { KpiCard } from "@/components/data-state/kpi-card";
import { WidgetState } from "@/components/data-state/widget-state";
import { dataErrorToast } from "@/lib/notifications/catalog";
import type { Kpi } from "@/lib/overview/kpis";
import type { WidgetQuery } from "@/components/data-state/query-widget";
import { useDataErrorToast } from "@/hooks/use-data-error-toast";

/** Cards for a query: skeletons while it loads, the catalogue's error in their place if it fails. */
export function KpiCards<T>({
  query,
  labels,
  toKpis,
  deltaText,
  className,
}: {
  query: WidgetQuery<T>;
  labels: string[];
  toKpis: (data: T) => Kpi[];
  deltaText: string;
  className?: string;
}) {
  useDataErrorToast(query.error);
  if (query.error && query.data === undefined) {
    const toast = dataErrorToast(query.error);
    return (
      <div className={className}>
        <WidgetState
          status="error"
          title={toast.title}
          message={`${labels.join(", ")}: ${toast.message}`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          className="h-full rounded-xl border"
        />
      </div>
    );
  }
  if (query.data === undefined)
    return labels.map((label) => <KpiCard key={label} label={label} value="" loading />);
  return toKpis(query.data).map((kpi) => (
    <KpiCard
      key={kpi.id}
      label={kpi.label}
      value={kpi.value}
      delta={kpi.delta}
      improved={kpi.improved}
      deltaLabel={kpi.delta ? (kpi.deltaLabel ?? deltaText) : undefined}
      sparkline={kpi.sparkline}
      invertSparkline={kpi.invertSparkline}
    />
  ));
}
