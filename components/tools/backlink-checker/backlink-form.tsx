"use client";

import { useRef } from "react";
import { Link2, Loader2 } from "lucide-react";
import { MAX_PAGES, splitPages } from "@/lib/tools/backlink-checker/pages";
import type { FormErrors } from "@/lib/tools/backlink-checker/form";
import { Field, submitButtonClass, textareaClass } from "@/components/tools/form-controls";
import type { ToolFormProps } from "@/components/tools/tool-form-props";
import { UrlField } from "@/components/tools/url-field";
import { useAdoptTypedInput } from "@/components/tools/use-adopt-typed-input";

export type FormValues = { site: string; pages: string };

/**
 * The site and the pages that should link to it; validation runs in the parent on submit. Before
 * hydration the form still works: a GET to this page with url and pages is a shared check.
 */
export function BacklinkForm({
  values,
  errors,
  running,
  onChange,
  onSubmit,
}: ToolFormProps<FormValues, FormErrors>) {
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedInput(formRef);
  const count = splitPages(values.pages).length;
  return (
    <form
      ref={formRef}
      action="/tools/backlink-checker/"
      method="get"
      noValidate
      aria-label="Backlink check"
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <UrlField
        id="backlink-site"
        label="Your site"
        error={errors.site}
        hint="A domain such as example.com counts links to any page of it and its subdomains; a full page URL counts links to that page only."
        placeholder="example.com"
        value={values.site}
        onChange={(url) => onChange({ ...values, site: url })}
      />
      <Field
        id="backlink-pages"
        label="Pages that should link to you"
        error={errors.pages}
        hint={`One URL per line, up to ${MAX_PAGES}. ${count} ${count === 1 ? "page" : "pages"} entered.`}
      >
        {(control) => (
          <textarea
            {...control}
            name="pages"
            rows={6}
            spellCheck={false}
            className={`${textareaClass} min-h-36 font-mono text-sm`}
            placeholder={
              "https://blog.example.org/best-seo-tools/\nhttps://news.example.net/review/"
            }
            value={values.pages}
            onChange={(event) => onChange({ ...values, pages: event.target.value })}
          />
        )}
      </Field>
      <div>
        <button type="submit" className={submitButtonClass} disabled={running}>
          {running ? <Loader2 aria-hidden className="animate-spin" /> : <Link2 aria-hidden />}
          {running ? "Checking…" : "Check backlinks"}
        </button>
      </div>
    </form>
  );
}
