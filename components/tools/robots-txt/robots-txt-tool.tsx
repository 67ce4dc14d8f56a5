"use client";

import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "next/navigation";
import type { RobotsTxtRequest } from "@/lib/tools/robots-txt/schema";
import { readShareQuery, shareQuery } from "@/lib/tools/robots-txt/share";
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

function WidgetFromQuery() {
  const search = useSearchParams();
  // Read once: later replaceState calls update the query but must not reset the form.
  const [initial] = useState(() => readShareQuery(search.toString()));
  const values = useMemo(() => (initial ? formFromShare(initial) : null), [initial]);
  return <RobotsTxtWidget initial={values} />;
}

/** The Robots.txt Tester; the static page renders it empty, then a shared link fills it in. */
export function RobotsTxtTool() {
  return (
    <Suspense fallback={<RobotsTxtWidget initial={null} />}>
      <WidgetFromQuery />
    </Suspense>
  );
}
