"use client";

import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { normalizeUserUrl } from "@/lib/security/user-url";
import type { PageSpeedStartInput } from "@/lib/tools/page-speed/schema";
import { readShareQuery, shareQuery, type SharedTest } from "@/lib/tools/page-speed/share";
import { usePageSearch } from "@/components/tools/use-page-search";
import { useToolRuns } from "@/components/tools/use-tool-runs";
import { PageSpeedForm, type FormValues } from "./page-speed-form";

const PageSpeedRun = lazy(() =>
  import("./page-speed-run").then((m) => ({ default: m.PageSpeedRun })),
);

/** The route's URL rule (pageSpeedStartSchema), checked without zod. */
function validate(values: FormValues): string | undefined {
  try {
    normalizeUserUrl(values.url);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : "Enter a valid URL.";
  }
}

/**
 * The Page Speed widget. A shared link (?url=…&strategy=…) is read in the browser after
 * hydration, so the page stays static; the test then starts at once.
 */
export function PageSpeedTool() {
  const search = usePageSearch();
  const shared = readShareQuery(search);
  return <Tester key={shared ? search : "blank"} shared={shared} />;
}

function Tester({ shared }: { shared: SharedTest | null }) {
  const runs = useToolRuns<PageSpeedStartInput>();
  const { start } = runs;
  const [initial] = useState(() => (shared ? { values: shared, error: validate(shared) } : null));
  const [values, setValues] = useState<FormValues>(
    initial?.values ?? { url: "", strategy: "mobile" },
  );
  const [error, setError] = useState(initial?.error);

  const run = useCallback(
    (test: FormValues) => {
      window.history.replaceState(null, "", `${window.location.pathname}${shareQuery(test)}`);
      start(test);
    },
    [start],
  );

  useEffect(() => {
    if (initial && !initial.error) run(initial.values);
  }, [initial, run]);

  function onSubmit() {
    const message = validate(values);
    setError(message);
    if (message) {
      document.getElementById("ps-url")?.focus();
      return;
    }
    run(values);
  }

  return (
    <div onFocus={runs.arm}>
      <PageSpeedForm
        values={values}
        error={error}
        running={runs.running}
        onChange={setValues}
        onSubmit={onSubmit}
      />
      {runs.armed && (
        <Suspense fallback={null}>
          <PageSpeedRun {...runs.runner} />
        </Suspense>
      )}
    </div>
  );
}
