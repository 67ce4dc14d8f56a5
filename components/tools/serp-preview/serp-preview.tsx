"use client";

import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { pageUrlProblem } from "@/lib/tools/meta-tags/page-url";
import type { SerpFetchInput, SerpFetchResult, SerpTyped } from "@/lib/tools/serp-preview/schema";
import { readSerpQuery, serpQuery, type SharedSerp } from "@/lib/tools/serp-preview/share";
import { typedProblems } from "@/lib/tools/serp-preview/typed-checks";
import { usePageSearch } from "@/components/tools/use-page-search";
import { useToolRuns } from "@/components/tools/use-tool-runs";
import { SerpForm } from "./serp-form";

const SerpFetchRun = lazy(() =>
  import("./serp-fetch-run").then((m) => ({ default: m.SerpFetchRun })),
);
const SerpResults = lazy(() => import("./serp-results").then((m) => ({ default: m.SerpResults })));

const EMPTY: SerpTyped = { url: "", title: "", description: "" };

/**
 * The SERP preview widget. A shared link is read in the browser after hydration, so the page stays
 * static and its form is hydrated, not replaced; the link's values then fill it in. Typing keeps
 * the link current with replaceState, which fires no popstate, so it never starts the widget over.
 */
export function SerpPreview() {
  const search = usePageSearch();
  const shared = useMemo(() => readSerpQuery(search), [search]);
  return <SerpPreviewWidget key={shared ? search : "blank"} shared={shared} />;
}

function SerpPreviewWidget({ shared }: { shared: SharedSerp | null }) {
  const [values, setValues] = useState<SerpTyped>(() =>
    shared ? { url: shared.url, title: shared.title, description: shared.description } : EMPTY,
  );
  const [siteName, setSiteName] = useState<string | null>(null);
  const [fetched, setFetched] = useState(false);
  const [urlError, setUrlError] = useState(() =>
    shared?.fetch ? pageUrlProblem(shared.url) : undefined,
  );
  const runs = useToolRuns<SerpFetchInput>(shared !== null);
  const { start } = runs;
  const edited = useRef(false);

  // Keep the link shareable once something changes; a debounce keeps typing smooth.
  useEffect(() => {
    if (!edited.current) return;
    const timer = setTimeout(
      () =>
        window.history.replaceState(null, "", `${window.location.pathname}${serpQuery(values)}`),
      300,
    );
    return () => clearTimeout(timer);
  }, [values]);

  const apply = useCallback((result: SerpFetchResult) => {
    edited.current = true;
    setValues({ url: result.url, title: result.title, description: result.description });
    setSiteName(result.siteName);
    setFetched(true);
  }, []);

  function fetchPage() {
    const problem = pageUrlProblem(values.url);
    setUrlError(problem);
    if (problem) document.getElementById("serp-url")?.focus();
    else start({ url: values.url });
  }

  // A link with only ?url= fetches that page once, on arrival.
  useEffect(() => {
    if (shared?.fetch && !pageUrlProblem(shared.url)) start({ url: shared.url });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render in the browser
  }, []);

  const errors = { ...typedProblems(values), url: urlError };

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]" onFocus={runs.arm}>
      <div className="grid content-start gap-6">
        <SerpForm
          values={values}
          errors={errors}
          fetching={runs.running}
          measured={runs.armed}
          onChange={(next) => {
            edited.current = true;
            if (next.url !== values.url) setSiteName(null);
            setValues(next);
          }}
          onFetch={fetchPage}
        />
        {runs.armed && (
          <Suspense fallback={null}>
            <SerpFetchRun {...runs.runner} onResult={apply} />
          </Suspense>
        )}
      </div>
      {runs.armed ? (
        <Suspense fallback={<PreviewPlaceholder />}>
          <SerpResults
            values={values}
            siteName={siteName}
            started={values.title.trim() !== "" || values.description.trim() !== "" || fetched}
            busy={runs.running}
          />
        </Suspense>
      ) : (
        <PreviewPlaceholder />
      )}
    </div>
  );
}

/** The results column before its code has loaded: the same headings and room, and the hint. */
function PreviewPlaceholder() {
  return (
    <div className="grid min-w-0 content-start gap-8">
      {["Desktop result", "Mobile result"].map((heading) => (
        <section key={heading} className="grid gap-3">
          <h2 className="text-lg font-semibold">{heading}</h2>
          <div aria-hidden className="h-32 max-w-[600px] rounded-xl border bg-muted/40" />
        </section>
      ))}
      <section className="grid gap-3">
        <h2 className="text-lg font-semibold">Checks</h2>
        <p className="text-sm text-muted-foreground">
          Type a title and description, or fetch them from a page, to see what Google would cut and
          what to improve.
        </p>
      </section>
    </div>
  );
}
