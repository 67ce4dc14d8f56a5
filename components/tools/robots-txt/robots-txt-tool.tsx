"use client";

import { Suspense, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "next/navigation";
import { readShareQuery, shareQuery } from "@/lib/tools/robots-txt/share";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import {
  EMPTY_FORM,
  formFromShare,
  shareFromForm,
  validateForm,
  type FormErrors,
  type FormValues,
} from "./form-values";
import { RobotsTxtForm } from "./robots-txt-form";
import { RobotsTxtResults, ResultsSkeleton } from "./robots-txt-results";
import { useRobotsTest } from "./use-robots-test";

function RobotsTxtWidget({ initial }: { initial: FormValues | null }) {
  const [values, setValues] = useState<FormValues>(initial ?? EMPTY_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const test = useRobotsTest();
  const { run } = test;

  // A shared link (?url=… or ?txt=…) runs its test once, as soon as the page is interactive.
  useEffect(() => {
    if (!initial) return;
    const checked = validateForm(initial);
    if ("request" in checked) void run(checked.request);
  }, [initial, run]);

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
    void run(checked.request);
  }

  return (
    <div className="grid grid-cols-1 gap-8">
      <RobotsTxtForm
        values={values}
        errors={errors}
        running={test.status === "running"}
        onChange={setValues}
        onSubmit={submit}
      />
      {test.status === "error" && test.error && (
        <Alert variant="destructive">
          <AlertTitle>The test could not run</AlertTitle>
          <AlertDescription>{test.error}</AlertDescription>
        </Alert>
      )}
      {test.status === "running" && !test.report && <ResultsSkeleton />}
      {test.report && (
        <RobotsTxtResults key={test.runs} report={test.report} stale={test.status === "running"} />
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
