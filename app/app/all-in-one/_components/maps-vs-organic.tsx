"use client";

import { useState } from "react";
import { Download } from "lucide-react";
import { InfoNote } from "@/components/data-state/info-note";
import { QueryWidget } from "@/components/data-state/query-widget";
import type { PropertyScope } from "@/components/data-state/scoped-view";
import { WidgetCard } from "@/components/data-state/widget-card";
import type { DataTableColumn } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ChoiceSelect } from "@/components/ui/choice-select";
import { useMapsVsOrganic } from "@/hooks/queries/use-all-in-one";
import type { MapsVsOrganicRow } from "@/lib/all-in-one/maps";
import type { MapsVsOrganicRequest } from "@/lib/all-in-one/schemas";
import { MAPS_ROWS_SHOWN, type MapsVsOrganicResponse } from "@/lib/all-in-one/view-types";
import { monthsLabel } from "@/lib/business-profile/keywords";
import { formatDateRange } from "@/lib/dates/format";
import { formatNumber } from "@/lib/format/numbers";
import { mapsVsOrganicExportHref } from "@/lib/query/all-in-one";

const COLUMNS: DataTableColumn<MapsVsOrganicRow>[] = [
  { id: "keyword", header: "Keyword", value: (r) => r.keyword, sortDescFirst: false },
  {
    id: "maps",
    header: "On Maps and Search",
    value: (r) => r.maps ?? (r.mapsBelow === null ? null : 0),
    format: "number",
    cell: (r) =>
      r.maps !== null
        ? `${formatNumber(r.maps)}${r.mapsBelow !== null ? ` + <${formatNumber(r.mapsBelow)}` : ""}`
        : r.mapsBelow !== null
          ? `< ${formatNumber(r.mapsBelow)}`
          : "—",
  },
  {
    id: "webImpressions",
    header: "Web impressions",
    value: (r) => r.web?.impressions ?? null,
    format: "number",
  },
  { id: "webClicks", header: "Web clicks", value: (r) => r.web?.clicks ?? null, format: "number" },
  {
    id: "webPosition",
    header: "Web position",
    value: (r) => r.web?.position ?? null,
    format: "position",
  },
];

function Summary({ data }: { data: MapsVsOrganicResponse }) {
  const { summary } = data;
  return (
    <p className="text-sm text-muted-foreground" data-slot="maps-summary">
      {formatNumber(summary.keywords)} keyword{summary.keywords === 1 ? "" : "s"} found the profile;
      the site showed in web search for {formatNumber(summary.alsoInWeb)} of them. The counted
      keywords brought {formatNumber(summary.mapsCounted)} people to the profile and{" "}
      {formatNumber(summary.webImpressions)} web impressions.
    </p>
  );
}

/**
 * For a project with a Business Profile location whose website is one of its pages: the keywords
 * people found the location with on Maps and Search, beside the same queries in web search.
 */
export function MapsVsOrganicCard({ scope }: { scope: PropertyScope }) {
  const [locationId, setLocationId] = useState<string | undefined>(undefined);
  const request: MapsVsOrganicRequest = {
    projectId: scope.project.id,
    propertyId: scope.property.id,
    ...scope.range,
    ...(locationId ? { locationId } : {}),
  };
  const query = useMapsVsOrganic(request);
  // A project without locations shows nothing: the card is only about local businesses.
  if (query.data && query.data.locations.length === 0) return null;
  return (
    <WidgetCard
      id="all-in-one-maps"
      title="Maps vs organic"
      description={
        query.data
          ? `Business Profile counts whole months (${monthsLabel(query.data.months)}); web search over ${formatDateRange(query.data.webRange)}.`
          : "Where people find the business: on Maps and Search, or in web results."
      }
    >
      <QueryWidget query={query} label="the keywords" skeleton="table" rows={6}>
        {(data) => {
          const location = data.locations.find((l) => l.id === data.locationId);
          return (
            <div className="grid min-w-0 gap-3">
              <div className="flex flex-wrap items-center gap-2">
                {data.locations.length > 1 ? (
                  <ChoiceSelect
                    label="Location"
                    value={data.locationId ?? ""}
                    shown={location?.title ?? "Choose a location"}
                    choices={data.locations.map((l) => ({ value: l.id, label: l.title }))}
                    onValueChange={setLocationId}
                    size="sm"
                    className="w-64"
                  />
                ) : (
                  <span className="text-sm font-medium">{location?.title}</span>
                )}
                {location ? (
                  <span className="text-xs wrap-anywhere text-muted-foreground">
                    {location.websiteUrl}
                  </span>
                ) : null}
                <a
                  href={mapsVsOrganicExportHref(request)}
                  className="ml-auto inline-flex h-8 items-center gap-1.5 rounded-md border px-3 text-sm hover:bg-muted"
                  download
                >
                  <Download className="size-4" aria-hidden />
                  Export CSV
                </a>
              </div>
              <Summary data={data} />
              {data.total > MAPS_ROWS_SHOWN ? (
                <InfoNote data-slot="maps-top">
                  The {MAPS_ROWS_SHOWN} keywords that found the profile most, of{" "}
                  {formatNumber(data.total)}; the CSV holds every one.
                </InfoNote>
              ) : null}
              <DataTable
                columns={COLUMNS}
                data={data.rows}
                caption="Business Profile keywords beside the same queries in web search"
                initialSort={{ id: "maps", desc: true }}
                getRowId={(r) => r.keyword}
                empty="Google reported no search keywords for this location in these months."
              />
            </div>
          );
        }}
      </QueryWidget>
    </WidgetCard>
  );
}
