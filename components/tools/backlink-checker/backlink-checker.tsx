"use client";

import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { checkForm, type FormErrors } from "@/lib/tools/backlink-checker/form";
import { readShareQuery, shareQuery } from "@/lib/tools/backlink-checker/share";
import { usePageSearch } from "@/components/tools/use-page-search";
import { useToolRuns } from "@/components/tools/use-tool-runs";
import { BacklinkForm, type FormValues } from "./backlink-form";
import type { BacklinkCheckInput } from "./use-backlink-check";

const BacklinkRun = lazy(() => import("./backlink-run").then((m) => ({ default: m.BacklinkRun })));

function focusFirstError(errors: FormErrors) {
  document.getElementById(errors.site ? "backlink-site" : "backlink-pages")?.focus();
}

/**
 * The Backlink Checker widget. A shared link (?url=…&pages=…) is read in the browser, after
 * hydration, so the page itself stays static; the checker then starts over with that check.
 */
export function BacklinkChecker() {
  const search = usePageSearch();
  const shared = readShareQuery(search);
  return <Checker key={shared ? search : "blank"} shared={shared} />;
}

function Checker({ shared }: { shared: { site: string; pages: string[] } | null }) {
  const runs = useToolRuns<BacklinkCheckInput>();
  const { start: startRun } = runs;
  const [values, setValues] = useState<FormValues>(() =>
    shared ? { site: shared.site, pages: shared.pages.join("\n") } : { site: "", pages: "" },
  );
  const [initial] = useState(() =>
    shared ? checkForm(shared.site, shared.pages.join("\n")) : null,
  );
  const [errors, setErrors] = useState<FormErrors>(initial && !initial.ok ? initial.errors : {});

  const start = useCallback(
    (site: string, pages: string[]) => {
      window.history.replaceState(
        null,
        "",
        `${window.location.pathname}${shareQuery(site, pages)}`,
      );
      startRun({ site, pages });
    },
    [startRun],
  );

  useEffect(() => {
    if (initial?.ok) start(initial.site, initial.pages);
    else if (initial) focusFirstError(initial.errors);
  }, [initial, start]);

  function onSubmit() {
    const result = checkForm(values.site, values.pages);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(result.errors);
      return;
    }
    setErrors({});
    start(result.site, result.pages);
  }

  return (
    <div onFocus={runs.arm}>
      <BacklinkForm
        values={values}
        errors={errors}
        running={runs.running}
        onChange={setValues}
        onSubmit={onSubmit}
      />
      {runs.armed && (
        <Suspense fallback={null}>
          <BacklinkRun {...runs.runner} />
        </Suspense>
      )}
    </div>
  );
}
