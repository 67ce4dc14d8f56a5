"use client";

import { ExternalLink, MapPin } from "lucide-react";
import { UrlCell } from "@/components/data-table/url-cell";
import { locationAddressLine, locationLabel } from "@/lib/filters/locations";
import { ConnectCard } from "./connect-card";
import { DailyTable } from "./daily-table";
import { KeywordsCard } from "./keywords-card";
import { KpiSection } from "./kpi-section";
import { TrendCard } from "./trend-card";
import type { LocationScope } from "./use-location-scope";
import { useProfileMetrics } from "./use-profile-metrics";

function LocationLine({ location }: { location: LocationScope["location"] }) {
  const place = [locationAddressLine(location), location.address?.locality]
    .filter(Boolean)
    .join(", ");
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <span className="font-medium text-foreground">{locationLabel(location)}</span>
      <span className="inline-flex items-center gap-1">
        <MapPin aria-hidden className="size-4" />
        {location.address ? place : "Service-area business, no address"}
      </span>
      {location.website_uri ? (
        <a
          href={location.website_uri}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-w-0 items-center gap-1 underline underline-offset-4 hover:text-foreground"
        >
          <UrlCell url={location.website_uri} className="max-w-[calc(100vw-6rem)]" />
          <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </p>
  );
}

/** The selected location's figures, trend, daily values and search keywords. */
export function ProfileDashboard({ scope }: { scope: LocationScope }) {
  const metrics = useProfileMetrics(scope);
  return (
    <div className="grid grid-cols-1 gap-6">
      <LocationLine location={scope.location} />
      <KpiSection scope={scope} metrics={metrics} />
      <TrendCard scope={scope} metrics={metrics} />
      <DailyTable scope={scope} metrics={metrics} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <KeywordsCard scope={scope} />
        <ConnectCard />
      </div>
    </div>
  );
}
