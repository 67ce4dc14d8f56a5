"use client";

import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import {
  checkForm,
  EMPTY_FORM,
  type FormErrors,
  type FormValues,
} from "@/lib/tools/keyword-density/form";
import type { KeywordDensityInput } from "@/lib/tools/keyword-density/schema";
import { readShareQuery, shareQuery, type SharedAnalysis } from "@/lib/tools/keyword-density/share";
import { usePageSearch } from "@/components/tools/use-page-search";
import { useToolRuns } from "@/components/tools/use-tool-runs";
import { KeywordDensityForm } from "./keyword-density-form";

const KeywordDensityRun = lazy(() =>
  import("./keyword-density-run").then((m) => ({ default: m.KeywordDensityRun })),
);

/**
 * The Keyword Density widget. A shared link (?url=…&phrase=…) is read in the browser after
 * hydration, so the page stays static; the analysis then runs at once.
 */
export function KeywordDensityTool() {
  const search = usePageSearch();
  const shared = readShareQuery(search);
  return <Analyser key={shared ? search : "blank"} shared={shared} />;
}

function Analyser({ shared }: { shared: SharedAnalysis | null }) {
  const runs = useToolRuns<KeywordDensityInput>();
  const { start: startRun } = runs;
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
      startRun(input);
    },
    [startRun],
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
    <div onFocus={runs.arm}>
      <KeywordDensityForm
        values={values}
        errors={errors}
        running={runs.running}
        onChange={setValues}
        onSubmit={onSubmit}
      />
      {runs.armed && (
        <Suspense fallback={null}>
          <KeywordDensityRun {...runs.runner} />
        </Suspense>
      )}
    </div>
  );
}
