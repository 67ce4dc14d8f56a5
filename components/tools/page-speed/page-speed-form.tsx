"use client";

import { useRef } from "react";
import { Gauge, Loader2, Monitor, Smartphone } from "lucide-react";
import type { Strategy } from "@/lib/tools/page-speed/result";
import { submitButtonClass } from "@/components/tools/form-controls";
import { UrlField } from "@/components/tools/url-field";
import { useAdoptTypedInput } from "@/components/tools/use-adopt-typed-input";

export type FormValues = { url: string; strategy: Strategy };

const STRATEGY_OPTIONS = [
  { value: "mobile", label: "Mobile", Icon: Smartphone },
  { value: "desktop", label: "Desktop", Icon: Monitor },
] as const;

/** The page to test and the device to emulate; validation runs in the parent. */
export function PageSpeedForm({
  values,
  error,
  running,
  onChange,
  onSubmit,
}: {
  values: FormValues;
  error?: string;
  running: boolean;
  onChange: (values: FormValues) => void;
  onSubmit: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedInput(formRef);
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Page speed test"
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <UrlField
        id="ps-url"
        error={error}
        hint="Rankwell runs Lighthouse, the engine behind PageSpeed Insights, on the page. A test takes 15 to 40 seconds."
        placeholder="https://example.com/"
        value={values.url}
        onChange={(url) => onChange({ ...values, url: url })}
      />
      <fieldset>
        <legend className="text-sm font-medium">Device</legend>
        <div className="mt-2 inline-flex rounded-lg border p-1">
          {STRATEGY_OPTIONS.map(({ value, label, Icon }) => (
            <label
              key={value}
              className={`flex cursor-pointer items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 ${
                values.strategy === value ? "bg-primary text-primary-foreground" : "hover:bg-accent"
              }`}
            >
              <input
                type="radio"
                name="strategy"
                value={value}
                className="sr-only"
                checked={values.strategy === value}
                onChange={() => onChange({ ...values, strategy: value })}
              />
              <Icon aria-hidden className="size-4" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <button type="submit" className={submitButtonClass} disabled={running}>
          {running ? <Loader2 aria-hidden className="animate-spin" /> : <Gauge aria-hidden />}
          {running ? "Testing…" : "Test page speed"}
        </button>
      </div>
    </form>
  );
}
