"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Loader2, ScanSearch } from "lucide-react";
import { pageUrlProblem } from "@/lib/tools/meta-tags/page-url";
import type { MetaTagsInput } from "@/lib/tools/meta-tags/schema";
import { submitButtonClass } from "@/components/tools/form-controls";
import { UrlField } from "@/components/tools/url-field";
import { usePageSearch } from "@/components/tools/use-page-search";
import { useToolRuns } from "@/components/tools/use-tool-runs";
import { useAdoptTypedInput } from "@/components/tools/use-adopt-typed-input";

const MetaTagsRun = lazy(() => import("./meta-tags-run").then((m) => ({ default: m.MetaTagsRun })));

/**
 * The Meta Tags Checker widget. A shared link (?url=…) is read in the browser after hydration, so
 * the page stays static and its form is hydrated, not replaced; the check then runs at once.
 */
export function MetaTagsChecker() {
  const search = usePageSearch();
  const shared = new URLSearchParams(search).get("url")?.trim() ?? "";
  return <MetaTagsWidget key={shared ? search : "blank"} shared={shared} />;
}

function MetaTagsWidget({ shared }: { shared: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedInput(formRef);
  const [url, setUrl] = useState(shared);
  const [error, setError] = useState(() => (shared ? pageUrlProblem(shared) : undefined));
  const runs = useToolRuns<MetaTagsInput>();
  const { start } = runs;

  useEffect(() => {
    if (shared && !pageUrlProblem(shared)) start({ url: shared });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render in the browser
  }, []);

  function onSubmit() {
    const problem = pageUrlProblem(url);
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
    start({ url });
  }

  return (
    <div className="grid gap-8" onFocus={runs.arm}>
      <form
        ref={formRef}
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
        <button type="submit" className={`${submitButtonClass} sm:mt-6`} disabled={runs.running}>
          {runs.running ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <ScanSearch aria-hidden />
          )}
          {runs.running ? "Checking…" : "Check page"}
        </button>
      </form>
      {runs.armed && (
        <Suspense fallback={null}>
          <MetaTagsRun {...runs.runner} />
        </Suspense>
      )}
    </div>
  );
}
