"use client";

import { Suspense, useEffect, useRef, useState } from "react";
import { useSearchParams } from "next/navigation";
import {
  serpFetchInputSchema,
  serpTypedSchema,
  type SerpFetchResult,
  type SerpTyped,
} from "@/lib/tools/serp-preview/schema";
import { readSerpQuery, serpQuery, type SharedSerp } from "@/lib/tools/serp-preview/share";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useToolRequest } from "@/components/tools/meta-tags/use-tool-request";
import { SerpForm, type SerpErrors } from "./serp-form";
import { SerpResults } from "./serp-results";

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

/** The SERP preview widget; the static page renders it empty, then a shared link fills it in. */
export function SerpPreview() {
  return (
    <Suspense fallback={<SerpPreviewWidget shared={null} />}>
      <WidgetFromQuery />
    </Suspense>
  );
}

function WidgetFromQuery() {
  const searchParams = useSearchParams();
  // Read once: the replaceState calls that keep the link current must not reset the widget.
  const [shared] = useState(() => readSerpQuery(searchParams.toString()));
  return <SerpPreviewWidget shared={shared} />;
}

function SerpPreviewWidget({ shared }: { shared: SharedSerp | null }) {
  const [values, setValues] = useState<SerpTyped>(() =>
    shared ? { url: shared.url, title: shared.title, description: shared.description } : EMPTY,
  );
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
      <SerpResults
        values={values}
        siteName={siteName}
        started={
          values.title.trim() !== "" ||
          values.description.trim() !== "" ||
          request.status === "done"
        }
        busy={request.status === "loading"}
      />
    </div>
  );
}
