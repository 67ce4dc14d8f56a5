"use client";

import { lazy, Suspense, useRef } from "react";
import { Download, Loader2 } from "lucide-react";
import type { SerpTyped } from "@/lib/tools/serp-preview/schema";
import {
  Field,
  inputClass,
  secondaryButtonClass,
  textareaClass,
} from "@/components/tools/form-controls";
import { useAdoptTypedInput } from "@/components/tools/use-adopt-typed-input";

const TitleMeter = lazy(() => import("./serp-meters").then((m) => ({ default: m.TitleMeter })));
const DescriptionMeter = lazy(() =>
  import("./serp-meters").then((m) => ({ default: m.DescriptionMeter })),
);

export type SerpErrors = Partial<Record<keyof SerpTyped, string>>;

/** Keeps the meter's height until it shows and while its code (the font width tables) loads. */
function MeterSlot({ measured, children }: { measured: boolean; children: React.ReactNode }) {
  const room = <div aria-hidden className="h-7" />;
  return measured ? <Suspense fallback={room}>{children}</Suspense> : room;
}

/** The page address with its fetch button (Enter there fetches), then the title and description typed freely. */
export function SerpForm({
  values,
  errors,
  fetching,
  measured,
  onChange,
  onFetch,
}: {
  values: SerpTyped;
  errors: SerpErrors;
  fetching: boolean;
  /** Whether the pixel meters show: they load with the preview, when the form is first used. */
  measured: boolean;
  onChange: (values: SerpTyped) => void;
  onFetch: () => void;
}) {
  const fieldsRef = useRef<HTMLDivElement>(null);
  useAdoptTypedInput(fieldsRef);
  const describedBy = (control: { "aria-describedby": string | undefined }, meter: string) =>
    [control["aria-describedby"], measured && meter].filter(Boolean).join(" ") || undefined;
  return (
    <div ref={fieldsRef} className="grid gap-6">
      <form
        noValidate
        aria-label="Fetch a page's title and description"
        onSubmit={(event) => {
          event.preventDefault();
          onFetch();
        }}
      >
        <Field
          id="serp-url"
          label="Page URL"
          error={errors.url}
          hint="Shown as the result's address. Fetch reads the page's current title and description."
        >
          {(control) => (
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                {...control}
                className={inputClass}
                name="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://example.com/blog/post/"
                value={values.url}
                onChange={(event) => onChange({ ...values, url: event.target.value })}
              />
              <button type="submit" className={secondaryButtonClass} disabled={fetching}>
                {fetching ? (
                  <Loader2 aria-hidden className="animate-spin" />
                ) : (
                  <Download aria-hidden />
                )}
                {fetching ? "Fetching…" : "Fetch from page"}
              </button>
            </div>
          )}
        </Field>
      </form>
      <div className="grid gap-2">
        <Field id="serp-title" label="Title" error={errors.title}>
          {(control) => (
            <input
              {...control}
              className={inputClass}
              aria-describedby={describedBy(control, "serp-title-meter")}
              name="title"
              placeholder="Trail running shoes for wet rock | Northpeak"
              value={values.title}
              onChange={(event) => onChange({ ...values, title: event.target.value })}
            />
          )}
        </Field>
        <MeterSlot measured={measured}>
          <TitleMeter id="serp-title-meter" text={values.title} />
        </MeterSlot>
      </div>
      <div className="grid gap-2">
        <Field id="serp-description" label="Meta description" error={errors.description}>
          {(control) => (
            <textarea
              {...control}
              className={`${textareaClass} min-h-16 text-base md:text-sm`}
              aria-describedby={describedBy(control, "serp-description-meter")}
              name="description"
              rows={4}
              placeholder="What the page offers, for whom, and why to click — in about 110–155 characters."
              value={values.description}
              onChange={(event) => onChange({ ...values, description: event.target.value })}
            />
          )}
        </Field>
        <MeterSlot measured={measured}>
          <DescriptionMeter id="serp-description-meter" text={values.description} />
        </MeterSlot>
      </div>
    </div>
  );
}
