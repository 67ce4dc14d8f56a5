"use client";

import { Loader2, TextSearch } from "lucide-react";
import type { FormErrors, FormValues } from "@/lib/tools/keyword-density/form";
import { LANGUAGE_CODES, type LanguageCode } from "@/lib/tools/keyword-density/languages";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { FormField } from "@/components/ui/form-field";
import type { ToolFormProps } from "@/components/tools/tool-form-props";
import { UrlField } from "@/components/tools/url-field";

const selectClass =
  "border-input bg-background h-9 w-full rounded-md border px-3 text-base shadow-xs outline-none md:text-sm focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px]";

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });
const LANGUAGE_OPTIONS = LANGUAGE_CODES.map((code) => ({
  code,
  name: languageNames.of(code) ?? code,
})).sort((a, b) => a.name.localeCompare(b.name, "en"));

export function languageName(code: LanguageCode): string {
  return languageNames.of(code) ?? code;
}

/** The page or text to analyse, the target phrase and the word options; validation runs in the parent. */
export function KeywordDensityForm({
  values,
  errors,
  running,
  onChange,
  onSubmit,
}: ToolFormProps<FormValues, FormErrors>) {
  const set = (patch: Partial<FormValues>) => onChange({ ...values, ...patch });
  return (
    <form
      noValidate
      aria-label="Keyword density analysis"
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Tabs value={values.mode} onValueChange={(mode) => set({ mode: mode as FormValues["mode"] })}>
        <TabsList aria-label="What to analyse">
          <TabsTrigger value="url">Fetch a page</TabsTrigger>
          <TabsTrigger value="text">Paste text</TabsTrigger>
        </TabsList>
        <TabsContent value="url" className="pt-2">
          <UrlField
            id="kd-url"
            error={errors.url}
            hint="Rankwell fetches the HTML (up to 2 MB) and counts the text a visitor sees. Content that only JavaScript adds is not run."
            placeholder="https://example.com/blog/trail-running-shoes/"
            value={values.url}
            onChange={(url) => set({ url: url })}
          />
        </TabsContent>
        <TabsContent value="text" className="pt-2">
          <FormField
            id="kd-text"
            label="Text or HTML"
            error={errors.text}
            hint="Plain text: each line is its own block. HTML: only the visible text counts, as for a fetched page."
          >
            {(control) => (
              <Textarea
                {...control}
                name="text"
                rows={8}
                className="max-h-96 min-h-40 text-sm"
                placeholder="Paste an article, a product description or the HTML source of a page."
                value={values.text}
                onChange={(event) => set({ text: event.target.value })}
              />
            )}
          </FormField>
        </TabsContent>
      </Tabs>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          id="kd-phrase"
          label="Target phrase (optional)"
          error={errors.phrase}
          hint="Shows where it appears: title, meta description, headings, first 100 words, URL and image alt text."
        >
          {(control) => (
            <Input
              {...control}
              name="phrase"
              placeholder="trail running shoes"
              value={values.phrase}
              onChange={(event) => set({ phrase: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          id="kd-language"
          label="Language"
          hint="Decides which stop words are left out. Automatic reads the page's lang attribute, or recognises the text."
        >
          {(control) => (
            <select
              {...control}
              name="language"
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
        </FormField>
      </div>
      <div className="flex items-center gap-3">
        <Switch
          id="kd-stop-words"
          checked={values.includeStopWords}
          onCheckedChange={(includeStopWords) => set({ includeStopWords })}
        />
        <Label htmlFor="kd-stop-words">
          Include stop words (the, and, of…) in the phrase tables
        </Label>
      </div>
      <div>
        <Button type="submit" size="lg" disabled={running}>
          {running ? <Loader2 aria-hidden className="animate-spin" /> : <TextSearch aria-hidden />}
          {running ? "Analysing…" : "Analyse keyword density"}
        </Button>
      </div>
    </form>
  );
}
