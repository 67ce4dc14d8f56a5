"use client";

import { Download, Loader2 } from "lucide-react";
import {
  DESCRIPTION_FONT,
  TITLE_FONT,
  collapseWhitespace,
  measureText,
} from "@/lib/tools/serp-preview/pixel-width";
import { LIMITS } from "@/lib/tools/serp-preview/snippet";
import type { SerpTyped } from "@/lib/tools/serp-preview/schema";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/components/ui/form-field";
import { LengthMeter } from "./length-meter";

export type SerpErrors = Partial<Record<keyof SerpTyped, string>>;

function meter(text: string, font: typeof TITLE_FONT) {
  const clean = collapseWhitespace(text);
  return { chars: Array.from(clean).length, widthPx: measureText(clean, font) };
}

/** The page address with its fetch button (Enter there fetches), then the title and description typed freely. */
export function SerpForm({
  values,
  errors,
  fetching,
  onChange,
  onFetch,
}: {
  values: SerpTyped;
  errors: SerpErrors;
  fetching: boolean;
  onChange: (values: SerpTyped) => void;
  onFetch: () => void;
}) {
  const title = meter(values.title, TITLE_FONT);
  const description = meter(values.description, DESCRIPTION_FONT);
  return (
    <div className="grid gap-6">
      <form
        noValidate
        aria-label="Fetch a page's title and description"
        onSubmit={(event) => {
          event.preventDefault();
          onFetch();
        }}
      >
        <FormField
          id="serp-url"
          label="Page URL"
          error={errors.url}
          hint="Shown as the result's address. Fetch reads the page's current title and description."
        >
          {(control) => (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                {...control}
                name="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://example.com/blog/post/"
                value={values.url}
                onChange={(event) => onChange({ ...values, url: event.target.value })}
              />
              <Button type="submit" variant="secondary" disabled={fetching} className="sm:w-auto">
                {fetching ? (
                  <Loader2 aria-hidden className="animate-spin" />
                ) : (
                  <Download aria-hidden />
                )}
                {fetching ? "Fetching…" : "Fetch from page"}
              </Button>
            </div>
          )}
        </FormField>
      </form>
      <div className="grid gap-2">
        <FormField id="serp-title" label="Title" error={errors.title}>
          {(control) => (
            <Input
              {...control}
              aria-describedby={[control["aria-describedby"], "serp-title-meter"]
                .filter(Boolean)
                .join(" ")}
              name="title"
              placeholder="Trail running shoes for wet rock | Northpeak"
              value={values.title}
              onChange={(event) => onChange({ ...values, title: event.target.value })}
            />
          )}
        </FormField>
        <LengthMeter
          id="serp-title-meter"
          {...title}
          limits={[
            { device: "Desktop", px: LIMITS.desktop.titlePx },
            { device: "Mobile", px: LIMITS.mobile.titlePx },
          ]}
        />
      </div>
      <div className="grid gap-2">
        <FormField id="serp-description" label="Meta description" error={errors.description}>
          {(control) => (
            <Textarea
              {...control}
              aria-describedby={[control["aria-describedby"], "serp-description-meter"]
                .filter(Boolean)
                .join(" ")}
              name="description"
              rows={4}
              placeholder="What the page offers, for whom, and why to click — in about 110–155 characters."
              value={values.description}
              onChange={(event) => onChange({ ...values, description: event.target.value })}
            />
          )}
        </FormField>
        <LengthMeter
          id="serp-description-meter"
          {...description}
          limits={[
            { device: "Desktop", px: LIMITS.desktop.descriptionPx },
            { device: "Mobile", px: LIMITS.mobile.descriptionPx },
          ]}
        />
      </div>
    </div>
  );
}
