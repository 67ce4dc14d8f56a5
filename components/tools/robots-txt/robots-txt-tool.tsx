"use client";

import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import type { RobotsTxtRequest } from "@/lib/tools/robots-txt/schema";
import { readShareQuery, shareQuery } from "@/lib/tools/robots-txt/share";
import { usePageSearch } from "@/components/tools/use-page-search";
import { useToolRuns } from "@/components/tools/use-tool-runs";
import {
  EMPTY_FORM,
  formFromShare,
  shareFromForm,
  validateForm,
  type FormErrors,
  type FormValues,
} from "./form-values";
import { RobotsTxtForm } from "./robots-txt-form";

const RobotsTxtRun = lazy(() =>
  import("./robots-txt-run").then((m) => ({ default: m.RobotsTxtRun })),
);

function RobotsTxtWidget({ initial }: { initial: FormValues | null }) {
  const [values, setValues] = useState<FormValues>(initial ?? EMPTY_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const runs = useToolRuns<RobotsTxtRequest>();
  const { start } = runs;

  // A shared link (?url=… or ?txt=…) runs its test once, as soon as the page is interactive.
  useEffect(() => {
    if (!initial) return;
    const checked = validateForm(initial);
    if ("request" in checked) start(checked.request);
  }, [initial, start]);

  function submit() {
    const checked = validateForm(values);
    if ("errors" in checked) {
      setErrors(checked.errors);
      const first = (["url", "robotsTxt", "userAgent", "urls"] as const).find(
        (f) => checked.errors[f],
      );
      const id = {
        url: "robots-url",
        robotsTxt: "robots-file",
        userAgent: values.agent === "custom" ? "robots-custom-agent" : "robots-agent",
        urls: "robots-urls",
      };
      if (first) document.getElementById(id[first])?.focus();
      return;
    }
    setErrors({});
    window.history.replaceState(
      null,
      "",
      `${window.location.pathname}${shareQuery(shareFromForm(values))}`,
    );
    start(checked.request);
  }

  return (
    <div className="grid grid-cols-1 gap-8" onFocus={runs.arm}>
      <RobotsTxtForm
        values={values}
        errors={errors}
        running={runs.running}
        onChange={setValues}
        onSubmit={submit}
      />
      {runs.armed && (
        <Suspense fallback={null}>
          <RobotsTxtRun {...runs.runner} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The Robots.txt Tester. A shared link (?url=… or ?txt=…) is read in the browser after hydration,
 * so the page stays static and its form is hydrated, not replaced; the test then runs at once.
 */
export function RobotsTxtTool() {
  const search = usePageSearch();
  const initial = useMemo(() => {
    const shared = readShareQuery(search);
    return shared ? formFromShare(shared) : null;
  }, [search]);
  return <RobotsTxtWidget key={initial ? search : "blank"} initial={initial} />;
}
