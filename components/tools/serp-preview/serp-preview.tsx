"use client";

import { Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "next/navigation";
import { snippetChecks } from "@/lib/tools/serp-preview/checks";
import { parseLooseUrl } from "@/lib/tools/serp-preview/display-url";
import {
  serpFetchInputSchema,
  serpTypedSchema,
  type SerpFetchResult,
  type SerpTyped,
} from "@/lib/tools/serp-preview/schema";
import { readSerpQuery, serpQuery } from "@/lib/tools/serp-preview/share";
import { buildSnippet } from "@/lib/tools/serp-preview/snippet";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { FindingList } from "@/components/tools/meta-tags/finding-list";
import { useToolRequest } from "@/components/tools/meta-tags/use-tool-request";
import { GoogleResult } from "./google-result";
import { SerpForm, type SerpErrors } from "./serp-form";

const EMPTY: SerpTyped = { url: "", title: "", description: "" };

function urlProblem(url: string): string | undefined {
  const result = serpFetchInputSchema.safeParse({ url });
  return result.success ? undefined : result.error.issues[0]?.message;
}

function typedErrors(values: SerpTyped): SerpErrors {
  const result = serpTypedSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

/** The SERP preview widget: typed or fetched tags, drawn as Google results, checked as you type. */
export function SerpPreview() {
  return (
    <Suspense fallback={<Skeleton className="h-[36rem] w-full" />}>
      <SerpPreviewWidget />
    </Suspense>
  );
}

// The query string is read on the client (useSearchParams under Suspense), so the page stays static.
function SerpPreviewWidget() {
  const searchParams = useSearchParams();
  const [shared] = useState(() => readSerpQuery(searchParams.toString()));
  const [values, setValues] = useState<SerpTyped>(shared ?? EMPTY);
  const [siteName, setSiteName] = useState<string | null>(null);
  const [urlError, setUrlError] = useState(() =>
    shared?.fetch ? urlProblem(shared.url) : undefined,
  );
  const request = useToolRequest<SerpFetchResult>("/api/tools/serp-preview/");
  const { run } = request;
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

  function apply(result: SerpFetchResult | null) {
    if (!result) return;
    edited.current = true;
    setValues({ url: result.url, title: result.title, description: result.description });
    setSiteName(result.siteName);
  }

  function fetchPage() {
    const problem = urlProblem(values.url);
    setUrlError(problem);
    if (problem) document.getElementById("serp-url")?.focus();
    else void run({ url: values.url }).then(apply);
  }

  // A link with only ?url= fetches that page once, on arrival.
  useEffect(() => {
    if (shared?.fetch && !urlProblem(shared.url)) void run({ url: shared.url }).then(apply);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render in the browser
  }, []);

  const snippet = useMemo(
    () => buildSnippet({ ...values, siteName: siteName ?? undefined }),
    [values, siteName],
  );
  const findings = useMemo(
    () =>
      snippetChecks({
        title: values.title,
        description: values.description,
        hostname: parseLooseUrl(values.url)?.hostname,
        siteName: siteName ?? undefined,
      }),
    [values, siteName],
  );
  const started =
    values.title.trim() !== "" || values.description.trim() !== "" || request.status === "done";
  const errors = { ...typedErrors(values), url: urlError };

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="grid content-start gap-6">
        <SerpForm
          values={values}
          errors={errors}
          fetching={request.status === "loading"}
          onChange={(next) => {
            edited.current = true;
            if (next.url !== values.url) setSiteName(null);
            setValues(next);
          }}
          onFetch={fetchPage}
        />
        {request.status === "error" && request.error && (
          <Alert variant="destructive">
            <AlertTitle>The page could not be fetched</AlertTitle>
            <AlertDescription>{request.error}</AlertDescription>
          </Alert>
        )}
      </div>
      <div className="grid min-w-0 content-start gap-8" aria-busy={request.status === "loading"}>
        <section aria-labelledby="serp-desktop-heading" className="grid gap-3">
          <h2 id="serp-desktop-heading" className="text-lg font-semibold">
            Desktop result
          </h2>
          <div
            tabIndex={0}
            role="region"
            aria-label="Desktop result preview (scrolls sideways on small screens)"
            className="overflow-x-auto rounded-xl"
          >
            <GoogleResult device="desktop" snippet={snippet.desktop} url={snippet.url} />
          </div>
        </section>
        <section aria-labelledby="serp-mobile-heading" className="grid gap-3">
          <h2 id="serp-mobile-heading" className="text-lg font-semibold">
            Mobile result
          </h2>
          <GoogleResult device="mobile" snippet={snippet.mobile} url={snippet.url} />
        </section>
        <section aria-labelledby="serp-checks-heading" className="grid gap-3">
          <h2 id="serp-checks-heading" className="text-lg font-semibold">
            Checks
          </h2>
          {started ? (
            <FindingList findings={findings} label="Title and description checks" />
          ) : (
            <p className="text-sm text-muted-foreground">
              Type a title and description, or fetch them from a page, to see what Google would cut
              and what to improve.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
