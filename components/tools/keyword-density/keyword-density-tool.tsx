"use client";

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import {
  checkForm,
  EMPTY_FORM,
  type FormErrors,
  type FormValues,
} from "@/lib/tools/keyword-density/form";
import type { KeywordDensityInput } from "@/lib/tools/keyword-density/schema";
import { readShareQuery, shareQuery, type SharedAnalysis } from "@/lib/tools/keyword-density/share";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { KeywordDensityForm } from "./keyword-density-form";
import { KeywordDensityResults } from "./keyword-density-results";
import { useKeywordDensity } from "./use-keyword-density";

const subscribe = (onChange: () => void) => {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
};

/**
 * The Keyword Density widget. A shared link (?url=…&phrase=…) is read in the browser after
 * hydration, so the page stays static; the analysis then runs at once.
 */
export function KeywordDensityTool() {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
  const shared = readShareQuery(search);
  return <Analyser key={shared ? search : "blank"} shared={shared} />;
}

function Analyser({ shared }: { shared: SharedAnalysis | null }) {
  const { state, run } = useKeywordDensity();
  const [initial] = useState(() => {
    if (!shared) return null;
    const form: FormValues = { ...EMPTY_FORM, ...shared };
    return { form, checked: checkForm(form) };
  });
  const [values, setValues] = useState<FormValues>(initial?.form ?? EMPTY_FORM);
  const [errors, setErrors] = useState<FormErrors>(
    initial && !initial.checked.ok ? initial.checked.errors : {},
  );

  const start = useCallback(
    (input: KeywordDensityInput, form: FormValues) => {
      const query = form.mode === "url" ? shareQuery(form) : "";
      window.history.replaceState(null, "", `${window.location.pathname}${query}`);
      void run(input);
    },
    [run],
  );

  useEffect(() => {
    if (initial?.checked.ok) start(initial.checked.input, initial.form);
  }, [initial, start]);

  function onSubmit() {
    const checked = checkForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = checked.errors.url ? "kd-url" : checked.errors.text ? "kd-text" : "kd-phrase";
      document.getElementById(first)?.focus();
      return;
    }
    setErrors({});
    start(checked.input, values);
  }

  return (
    <div>
      <KeywordDensityForm
        values={values}
        errors={errors}
        running={state.status === "loading"}
        onChange={setValues}
        onSubmit={onSubmit}
      />
      <div aria-live="polite" aria-busy={state.status === "loading"}>
        {state.status === "loading" && (
          <div className="mt-10 grid gap-4" role="status">
            <span className="sr-only">Analysing the text…</span>
            <Skeleton className="h-7 w-64" />
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-20" />
              ))}
            </div>
            <Skeleton className="h-64" />
          </div>
        )}
        {state.status === "done" && <KeywordDensityResults result={state.result} />}
      </div>
      {state.status === "error" && (
        <Alert variant="destructive" className="mt-8">
          <AlertTitle>The analysis could not run</AlertTitle>
          <AlertDescription>{state.message}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
