"use client";

import { useMemo } from "react";
import { QueryWidget } from "@/components/data-state/query-widget";
import { WidgetCard } from "@/components/data-state/widget-card";
import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import type { ProfileDay } from "@/lib/business-profile/profile-metrics";
import { formatDisplayDate } from "@/lib/dates/format";
import type { LocationScope } from "./use-location-scope";
import type { useProfileMetrics } from "./use-profile-metrics";

type Row = ProfileDay & { unreported: boolean };

const count = (id: keyof Omit<ProfileDay, "date">, header: string): DataTableColumn<Row> => ({
  id,
  header,
  value: (row) => row[id],
  format: "number",
});

const COLUMNS: DataTableColumn<Row>[] = [
  {
    id: "date",
    header: "Date",
    value: (row) => row.date,
    cell: (row) => (
      <span className="inline-flex items-center gap-2 whitespace-nowrap">
        {formatDisplayDate(row.date)}
        {row.unreported ? <Badge variant="outline">Not reported yet</Badge> : null}
      </span>
    ),
  },
  count("searchMobile", "Search (mobile)"),
  count("searchDesktop", "Search (desktop)"),
  count("mapsMobile", "Maps (mobile)"),
  count("mapsDesktop", "Maps (desktop)"),
  count("views", "Views"),
  count("calls", "Calls"),
  count("websiteClicks", "Website clicks"),
  count("directions", "Directions"),
  count("actions", "Actions"),
];

/** Every day of the range with each metric, newest first, exportable as CSV. */
export function DailyTable({
  scope,
  metrics,
}: {
  scope: LocationScope;
  metrics: ReturnType<typeof useProfileMetrics>;
}) {
  const { days, pendingFrom } = metrics.data ?? {};
  const rows = useMemo(
    () =>
      (days ?? []).map((day) => ({ ...day, unreported: !!pendingFrom && day.date >= pendingFrom })),
    [days, pendingFrom],
  );
  const slug = scope.location.location_id;
  return (
    <WidgetCard
      id="profile-daily"
      title="Daily values"
      description="Views by where people saw the profile, and the actions they took, for each day of the range."
    >
      <QueryWidget query={metrics} label="the daily values" skeleton="table">
        {() => (
          <DataTable
            columns={COLUMNS}
            data={rows}
            caption="Daily Business Profile values"
            search={{
              columnId: "date",
              label: "Search dates",
              placeholder: "Search dates (2025-06)",
            }}
            initialSort={{ id: "date", desc: true }}
            exportFilename={`business-profile-${slug}-${scope.range.startDate}-${scope.range.endDate}.csv`}
            getRowId={(row) => row.date}
          />
        )}
      </QueryWidget>
    </WidgetCard>
  );
}
