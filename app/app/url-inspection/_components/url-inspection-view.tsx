"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useState } from "react";
import { ScopedView, type PropertyScope } from "@/components/data-state/scoped-view";
import { WidgetCard } from "@/components/data-state/widget-card";
import { WidgetState } from "@/components/data-state/widget-state";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import {
  useInspectionBatches,
  useInspectionHistory,
  useInspectUrl,
} from "@/hooks/queries/use-url-inspection";
import { dataErrorToast } from "@/lib/notifications/catalog";
import { replaceQuery } from "@/lib/routing/replace-query";
import { parseInspectedUrl, withInspectedUrl } from "@/lib/url-inspection/url-state";
import { BulkInspection } from "./bulk-inspection";
import { InspectionHistory } from "./inspection-history";
import { InspectionResult } from "./inspection-result";
import { QuotaMeter } from "./quota-meter";

export function ViewSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <span role="status" className="sr-only">
        Loading URL Inspection...
      </span>
      <Skeleton className="h-40 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}

function InspectForm({
  siteUrl,
  url,
  pending,
  error,
  onInspect,
}: {
  siteUrl: string;
  url: string | null;
  pending: boolean;
  error: string | undefined;
  onInspect: (url: string) => void;
}) {
  const [value, setValue] = useState(url ?? "");
  const [invalid, setInvalid] = useState<string>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (!URL.canParse(text) || !/^https?:$/.test(new URL(text).protocol)) {
      setInvalid("Please enter the full page address, starting with https:// or http://.");
      return;
    }
    setInvalid(undefined);
    onInspect(new URL(text).href);
  };
  const shown = invalid ?? error;
  return (
    <form onSubmit={submit} className="grid gap-2" aria-label="Inspect a URL">
      <Label htmlFor="inspect-url">URL of {siteUrl}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="inspect-url"
          type="url"
          inputMode="url"
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder="https://www.example.com/page/"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? "inspect-url-error" : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" disabled={pending}>
          {pending ? "Inspecting…" : "Inspect"}
        </Button>
      </div>
      {shown ? (
        <p id="inspect-url-error" role="alert" className="text-sm text-destructive">
          {shown}
        </p>
      ) : null}
    </form>
  );
}

function Ready({ scope }: { scope: PropertyScope }) {
  const { property } = scope;
  const ref = { projectId: scope.project.id, propertyId: property.id };
  const pathname = usePathname();
  const url = parseInspectedUrl(useSearchParams());
  const batches = useInspectionBatches(ref);
  const history = useInspectionHistory(ref, url);
  const inspect = useInspectUrl(ref);

  const onInspect = (next: string) => {
    replaceQuery(
      pathname,
      withInspectedUrl(new URLSearchParams(window.location.search), next).toString(),
    );
    inspect.mutate(next);
  };
  const failure = inspect.error ? dataErrorToast(inspect.error) : null;
  const latest = history.data?.latest ?? null;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <WidgetCard
        id="inspect-title"
        title="Inspect a URL"
        description="How Google's index holds one page now: verdict, canonical, crawl, sitemaps and rich results. Each inspection is kept, so the page's history shows what changed."
      >
        <div className="grid gap-4">
          <InspectForm
            key={url ?? ""}
            siteUrl={property.property_uri}
            url={url}
            pending={inspect.isPending}
            error={failure ? `${failure.title}: ${failure.message}` : undefined}
            onInspect={onInspect}
          />
          {batches.data ? <QuotaMeter quota={batches.data.quota} /> : null}
        </div>
      </WidgetCard>

      {url === null ? (
        <WidgetState
          status="empty"
          title="No URL inspected yet"
          description="Enter a URL of the property above to see whether it is on Google, which canonical Google chose, and when it was last crawled."
        />
      ) : history.isPending || (inspect.isPending && !latest) ? (
        <WidgetState status="loading" label="the inspection" skeleton="table" rows={8} />
      ) : history.isError ? (
        <WidgetState
          status="error"
          title={dataErrorToast(history.error).title}
          message={dataErrorToast(history.error).message}
          onRetry={() => void history.refetch()}
        />
      ) : latest ? (
        <>
          <InspectionResult url={url} result={latest.result} inspectedAt={latest.inspectedAt} />
          {(history.data?.history.length ?? 0) > 0 ? (
            <WidgetCard
              id="history-title"
              title="History"
              description="Every inspection Rankwell kept of this URL, and what changed between them."
            >
              <InspectionHistory entries={history.data!.history} />
            </WidgetCard>
          ) : null}
        </>
      ) : (
        <WidgetState
          status="empty"
          title="Not inspected yet"
          description={`Rankwell has no inspection of ${url}. Press Inspect to ask Google; it spends one of the property's daily inspections.`}
        />
      )}

      <WidgetCard
        id="bulk-title"
        title="Bulk inspection"
        description="Inspect many URLs in the background, within Google's budget of 2,000 a day and 600 a minute per property."
      >
        <BulkInspection propertyRef={ref} siteUrl={property.property_uri} data={batches.data} />
      </WidgetCard>
    </div>
  );
}

export function UrlInspectionView() {
  return (
    <ScopedView
      source="gsc"
      skeleton={<ViewSkeleton />}
      noSource={{
        title: "No Search Console property yet",
        description:
          "URL Inspection asks Google about the pages of a Search Console property. Add one to a project in Settings.",
      }}
    >
      {(scope) => <Ready key={`${scope.project.id}:${scope.property.id}`} scope={scope} />}
    </ScopedView>
  );
}
