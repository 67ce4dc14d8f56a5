"use client";

import { useRef } from "react";
import { Loader2, TextSearch } from "lucide-react";
import type { FormErrors, FormValues } from "@/lib/tools/keyword-density/form";
import { LANGUAGE_CODES, type LanguageCode } from "@/lib/tools/keyword-density/languages";
import {
  Field,
  inputClass,
  SegmentedChoice,
  selectClass,
  submitButtonClass,
  SwitchField,
  textareaClass,
} from "@/components/tools/form-controls";
import type { ToolFormProps } from "@/components/tools/tool-form-props";
import { UrlField } from "@/components/tools/url-field";
import { useAdoptTypedInput } from "@/components/tools/use-adopt-typed-input";

const MODES = [
  { value: "url", label: "Fetch a page" },
  { value: "text", label: "Paste text" },
] as const;

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });
const LANGUAGE_OPTIONS = LANGUAGE_CODES.map((code) => ({
  code,
  name: languageNames.of(code) ?? code,
})).sort((a, b) => a.name.localeCompare(b.name, "en"));

export function languageName(code: LanguageCode): string {
  return languageNames.of(code) ?? code;
}

/**
 * The page or text to analyse, the target phrase and the word options; validation runs in the
 * parent. Fields are named as the shared link's parameters (?url=, ?phrase=, ?lang=): a form
 * submitted before the page is interactive sends the browser to the tool's own link.
 */
export function KeywordDensityForm({
  values,
  errors,
  running,
  onChange,
  onSubmit,
}: ToolFormProps<FormValues, FormErrors>) {
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedInput(formRef);
  const set = (patch: Partial<FormValues>) => onChange({ ...values, ...patch });
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Keyword density analysis"
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="flex flex-col gap-2">
        <SegmentedChoice
          legend="What to analyse"
          name="mode"
          value={values.mode}
          options={MODES}
          onChange={(mode) => set({ mode })}
        />
        <div className="pt-2">
          {values.mode === "url" ? (
            <UrlField
              id="kd-url"
              error={errors.url}
              hint="Rankwell fetches the HTML (up to 2 MB) and counts the text a visitor sees. Content that only JavaScript adds is not run."
              placeholder="https://example.com/blog/trail-running-shoes/"
              value={values.url}
              onChange={(url) => set({ url: url })}
            />
          ) : (
            <Field
              id="kd-text"
              label="Text or HTML"
              error={errors.text}
              hint="Plain text: each line is its own block. HTML: only the visible text counts, as for a fetched page."
            >
              {(control) => (
                <textarea
                  {...control}
                  name="text"
                  rows={8}
                  className={`${textareaClass} max-h-96 min-h-40 text-sm`}
                  placeholder="Paste an article, a product description or the HTML source of a page."
                  value={values.text}
                  onChange={(event) => set({ text: event.target.value })}
                />
              )}
            </Field>
          )}
        </div>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field
          id="kd-phrase"
          label="Target phrase (optional)"
          error={errors.phrase}
          hint="Shows where it appears: title, meta description, headings, first 100 words, URL and image alt text."
        >
          {(control) => (
            <input
              {...control}
              className={inputClass}
              name="phrase"
              placeholder="trail running shoes"
              value={values.phrase}
              onChange={(event) => set({ phrase: event.target.value })}
            />
          )}
        </Field>
        <Field
          id="kd-language"
          label="Language"
          hint="Decides which stop words are left out. Automatic reads the page's lang attribute, or recognises the text."
        >
          {(control) => (
            <select
              {...control}
              name="lang"
              className={selectClass}
              value={values.language}
              onChange={(event) => set({ language: event.target.value as FormValues["language"] })}
            >
              <option value="auto">Automatic</option>
              {LANGUAGE_OPTIONS.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <SwitchField
        id="kd-stop-words"
        label="Include stop words (the, and, of…) in the phrase tables"
        checked={values.includeStopWords}
        onChange={(includeStopWords) => set({ includeStopWords })}
      />
      <div>
        <button type="submit" className={submitButtonClass} disabled={running}>
          {running ? <Loader2 aria-hidden className="animate-spin" /> : <TextSearch aria-hidden />}
          {running ? "Analysing…" : "Analyse keyword density"}
        </button>
      </div>
    </form>
  );
}
