"use client";

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { pageSpeedStartSchema } from "@/lib/tools/page-speed/schema";
import { readShareQuery, shareQuery, type SharedTest } from "@/lib/tools/page-speed/share";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { PageSpeedForm, type FormValues } from "./page-speed-form";
import { PageSpeedResults } from "./page-speed-results";
import { TestProgress } from "./test-progress";
import { usePageSpeed } from "./use-page-speed";

const subscribe = (onChange: () => void) => {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
};

function validate(values: FormValues): string | undefined {
  const parsed = pageSpeedStartSchema.safeParse(values);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * The Page Speed widget. A shared link (?url=…&strategy=…) is read in the browser after
 * hydration, so the page stays static; the test then starts at once.
 */
export function PageSpeedTool() {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
  const shared = readShareQuery(search);
  return <Tester key={shared ? search : "blank"} shared={shared} />;
}

function Tester({ shared }: { shared: SharedTest | null }) {
  const { state, start } = usePageSpeed();
  const [initial] = useState(() => (shared ? { values: shared, error: validate(shared) } : null));
  const [values, setValues] = useState<FormValues>(
    initial?.values ?? { url: "", strategy: "mobile" },
  );
  const [error, setError] = useState(initial?.error);

  const run = useCallback(
    (test: FormValues) => {
      window.history.replaceState(null, "", `${window.location.pathname}${shareQuery(test)}`);
      void start(test);
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

  const busy =
    state.status === "starting" || state.status === "queued" || state.status === "running";
  return (
    <div>
      <PageSpeedForm
        values={values}
        error={error}
        running={busy}
        onChange={setValues}
        onSubmit={onSubmit}
      />
      {busy && <TestProgress state={state} />}
      {state.status === "done" && <PageSpeedResults result={state.result} cached={state.cached} />}
      {state.status === "failed" && (
        <Alert variant="destructive" className="mt-8">
          <AlertTitle>The test could not run</AlertTitle>
          <AlertDescription>{state.message}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
