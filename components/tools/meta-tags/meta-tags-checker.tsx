"use client";

import { Suspense, useEffect, useState } from "react";
import { useSearchParams } from "next/navigation";
import { Loader2, ScanSearch } from "lucide-react";
import type { MetaTagsReport } from "@/lib/tools/meta-tags/analyse";
import { metaTagsInputSchema } from "@/lib/tools/meta-tags/schema";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { MetaTagsReportView } from "./report";
import { useToolRequest } from "./use-tool-request";
import { UrlField } from "@/components/tools/url-field";

function urlProblem(url: string): string | undefined {
  const result = metaTagsInputSchema.safeParse({ url });
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The Meta Tags Checker widget; the static page renders it empty, then a shared ?url= runs the check. */
export function MetaTagsChecker() {
  return (
    <Suspense fallback={<MetaTagsWidget shared="" />}>
      <WidgetFromQuery />
    </Suspense>
  );
}

function WidgetFromQuery() {
  const searchParams = useSearchParams();
  // Read once: the replaceState call after each check must not reset the widget.
  const [shared] = useState(() => searchParams.get("url")?.trim() ?? "");
  return <MetaTagsWidget shared={shared} />;
}

function MetaTagsWidget({ shared }: { shared: string }) {
  const [url, setUrl] = useState(shared);
  const [error, setError] = useState(() => (shared ? urlProblem(shared) : undefined));
  const request = useToolRequest<MetaTagsReport>("/api/tools/meta-tags/");
  const { run } = request;

  useEffect(() => {
    if (shared && !urlProblem(shared)) void run({ url: shared });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render in the browser
  }, []);

  function onSubmit() {
    const problem = urlProblem(url);
    setError(problem);
    if (problem) {
      document.getElementById("meta-tags-url")?.focus();
      return;
    }
    window.history.replaceState(
      null,
      "",
      `${window.location.pathname}?${new URLSearchParams({ url: url.trim() })}`,
    );
    void run({ url });
  }

  const loading = request.status === "loading";
  return (
    <div className="grid gap-8">
      <form
        noValidate
        aria-label="Check a page's meta tags"
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div className="min-w-0 flex-1">
          <UrlField
            id="meta-tags-url"
            error={error}
            hint="Any public page; Rankwell reads its HTML once, as a search engine would."
            placeholder="https://example.com/pricing/"
            value={url}
            onChange={(url) => setUrl(url)}
          />
        </div>
        <Button type="submit" size="lg" disabled={loading} className="sm:mt-6">
          {loading ? <Loader2 aria-hidden className="animate-spin" /> : <ScanSearch aria-hidden />}
          {loading ? "Checking…" : "Check page"}
        </Button>
      </form>
      {request.status === "error" && request.error && (
        <Alert variant="destructive">
          <AlertTitle>The page could not be checked</AlertTitle>
          <AlertDescription>{request.error}</AlertDescription>
        </Alert>
      )}
      {loading && (
        <div aria-busy="true" aria-label="Checking the page" className="grid gap-4">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      )}
      {request.status === "done" && request.data && <MetaTagsReportView report={request.data} />}
    </div>
  );
}
