"use client";

import { useRef } from "react";
import { FileSearch, Loader2 } from "lucide-react";
import { MAX_TEST_URLS } from "@/lib/tools/robots-txt/request-checks";
import { USER_AGENT_PRESETS } from "@/lib/tools/robots-txt/user-agents";
import {
  Field,
  inputClass,
  SegmentedChoice,
  selectClass,
  submitButtonClass,
  textareaClass,
} from "@/components/tools/form-controls";
import { CUSTOM_AGENT, splitUrls, type FormErrors, type FormValues } from "./form-values";
import type { ToolFormProps } from "@/components/tools/tool-form-props";
import { UrlField } from "@/components/tools/url-field";
import { useAdoptTypedInput } from "@/components/tools/use-adopt-typed-input";

const SOURCES = [
  { value: "fetch", label: "Fetch from a site" },
  { value: "paste", label: "Paste a file" },
] as const;

/**
 * Where the file comes from, which crawler to test as, and the URLs; validation runs in the parent.
 * Fields are named as the shared link's parameters (?url=, ?txt=, ?ua=, ?urls=): a form submitted
 * before the page is interactive sends the browser to the tool's own link, which runs on arrival.
 */
export function RobotsTxtForm({
  values,
  errors,
  running,
  onChange,
  onSubmit,
}: ToolFormProps<FormValues, FormErrors>) {
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedInput(formRef);
  const set = (patch: Partial<FormValues>) => onChange({ ...values, ...patch });
  const count = splitUrls(values.urls).length;
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Robots.txt test"
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="flex flex-col gap-2">
        <SegmentedChoice
          legend="Where the robots.txt comes from"
          name="source"
          value={values.mode}
          options={SOURCES}
          onChange={(mode) => set({ mode })}
        />
        <div className="pt-2">
          {values.mode === "fetch" ? (
            <UrlField
              id="robots-url"
              label="Site or robots.txt URL"
              error={errors.url}
              hint="Rankwell fetches /robots.txt from the site's origin, or the robots.txt URL you give, following up to 5 redirects like Google."
              placeholder="example.com"
              value={values.url}
              onChange={(url) => set({ url: url })}
            />
          ) : (
            <Field
              id="robots-file"
              label="robots.txt contents"
              error={errors.robotsTxt}
              hint="Up to 500 KiB, the most Google reads. Test a change here before you publish it."
            >
              {(control) => (
                <textarea
                  {...control}
                  name="txt"
                  rows={8}
                  spellCheck={false}
                  className={`${textareaClass} max-h-96 min-h-40 font-mono text-sm`}
                  placeholder={
                    "User-agent: *\nDisallow: /cart/\n\nSitemap: https://example.com/sitemap.xml"
                  }
                  value={values.robotsTxt}
                  onChange={(e) => set({ robotsTxt: e.target.value })}
                />
              )}
            </Field>
          )}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="robots-agent"
          label="Crawler (user-agent token)"
          error={values.agent === CUSTOM_AGENT ? undefined : errors.userAgent}
        >
          {(control) => (
            <select
              {...control}
              name="ua"
              className={selectClass}
              value={values.agent}
              onChange={(e) => set({ agent: e.target.value })}
            >
              {USER_AGENT_PRESETS.map((p) => (
                <option key={p.token} value={p.token}>
                  {p.label}
                </option>
              ))}
              <option value={CUSTOM_AGENT}>Another crawler…</option>
            </select>
          )}
        </Field>
        {values.agent === CUSTOM_AGENT && (
          <Field
            id="robots-custom-agent"
            label="Its product token"
            error={errors.userAgent}
            hint="Letters, - and _ only, e.g. DuckDuckBot or GPTBot."
          >
            {(control) => (
              <input
                {...control}
                className={inputClass}
                name="userAgent"
                autoComplete="off"
                spellCheck={false}
                placeholder="DuckDuckBot"
                value={values.customAgent}
                onChange={(e) => set({ customAgent: e.target.value })}
              />
            )}
          </Field>
        )}
      </div>
      <Field
        id="robots-urls"
        label="URLs or paths to test"
        error={errors.urls}
        hint={`One per line, up to ${MAX_TEST_URLS}: a path such as /cart/ or a full URL. ${count} entered.`}
      >
        {(control) => (
          <textarea
            {...control}
            name="urls"
            rows={5}
            spellCheck={false}
            className={`${textareaClass} max-h-80 min-h-32 font-mono text-sm`}
            placeholder={"/\n/cart/checkout\nhttps://example.com/search?q=shoes"}
            value={values.urls}
            onChange={(e) => set({ urls: e.target.value })}
          />
        )}
      </Field>
      <div>
        <button type="submit" className={submitButtonClass} disabled={running}>
          {running ? <Loader2 aria-hidden className="animate-spin" /> : <FileSearch aria-hidden />}
          {running ? "Testing…" : "Test robots.txt"}
        </button>
      </div>
    </form>
  );
}
