"use client";

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { checkForm, type FormErrors } from "@/lib/tools/backlink-checker/form";
import { readShareQuery, shareQuery } from "@/lib/tools/backlink-checker/share";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { BacklinkForm, type FormValues } from "./backlink-form";
import { BacklinkResults } from "./backlink-results";
import { useBacklinkCheck } from "./use-backlink-check";

const subscribe = (onChange: () => void) => {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
};

function focusFirstError(errors: FormErrors) {
  document.getElementById(errors.site ? "backlink-site" : "backlink-pages")?.focus();
}

/**
 * The Backlink Checker widget. A shared link (?url=…&pages=…) is read in the browser, after
 * hydration, so the page itself stays static; the checker then starts over with that check.
 */
export function BacklinkChecker() {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
  const shared = readShareQuery(search);
  return <Checker key={shared ? search : "blank"} shared={shared} />;
}

function Checker({ shared }: { shared: { site: string; pages: string[] } | null }) {
  const check = useBacklinkCheck();
  const { run } = check;
  const [values, setValues] = useState<FormValues>(() =>
    shared ? { site: shared.site, pages: shared.pages.join("\n") } : { site: "", pages: "" },
  );
  const [initial] = useState(() =>
    shared ? checkForm(shared.site, shared.pages.join("\n")) : null,
  );
  const [errors, setErrors] = useState<FormErrors>(initial && !initial.ok ? initial.errors : {});
  const [checkedSite, setCheckedSite] = useState(initial?.ok ? initial.site : "");

  const start = useCallback(
    (site: string, pages: string[]) => {
      window.history.replaceState(
        null,
        "",
        `${window.location.pathname}${shareQuery(site, pages)}`,
      );
      void run(site, pages);
    },
    [run],
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
    setCheckedSite(result.site);
    start(result.site, result.pages);
  }

  return (
    <div>
      <BacklinkForm
        values={values}
        errors={errors}
        running={check.status === "running"}
        onChange={setValues}
        onSubmit={onSubmit}
      />
      {check.status === "error" && check.error && (
        <Alert variant="destructive" className="mt-8">
          <AlertTitle>The check could not run</AlertTitle>
          <AlertDescription>{check.error}</AlertDescription>
        </Alert>
      )}
      {check.pages.length > 0 && check.status !== "error" && (
        <BacklinkResults check={check} site={checkedSite} />
      )}
    </div>
  );
}
