"use client";

import { FileSearch, Loader2 } from "lucide-react";
import { MAX_TEST_URLS } from "@/lib/tools/robots-txt/schema";
import { USER_AGENT_PRESETS } from "@/lib/tools/robots-txt/user-agents";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { FormField } from "@/components/ui/form-field";
import { CUSTOM_AGENT, splitUrls, type FormErrors, type FormValues } from "./form-values";
import type { ToolFormProps } from "@/components/tools/tool-form-props";
import { UrlField } from "@/components/tools/url-field";

const selectClass =
  "border-input bg-background h-9 w-full rounded-md border px-3 text-base shadow-xs outline-none md:text-sm focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] aria-invalid:border-destructive";

/** Where the file comes from, which crawler to test as, and the URLs; validation runs in the parent. */
export function RobotsTxtForm({
  values,
  errors,
  running,
  onChange,
  onSubmit,
}: ToolFormProps<FormValues, FormErrors>) {
  const set = (patch: Partial<FormValues>) => onChange({ ...values, ...patch });
  const count = splitUrls(values.urls).length;
  return (
    <form
      noValidate
      aria-label="Robots.txt test"
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Tabs value={values.mode} onValueChange={(mode) => set({ mode: mode as FormValues["mode"] })}>
        <TabsList aria-label="Where the robots.txt comes from">
          <TabsTrigger value="fetch">Fetch from a site</TabsTrigger>
          <TabsTrigger value="paste">Paste a file</TabsTrigger>
        </TabsList>
        <TabsContent value="fetch" className="pt-2">
          <UrlField
            id="robots-url"
            label="Site or robots.txt URL"
            error={errors.url}
            hint="Rankwell fetches /robots.txt from the site's origin, or the robots.txt URL you give, following up to 5 redirects like Google."
            placeholder="example.com"
            value={values.url}
            onChange={(url) => set({ url: url })}
          />
        </TabsContent>
        <TabsContent value="paste" className="pt-2">
          <FormField
            id="robots-file"
            label="robots.txt contents"
            error={errors.robotsTxt}
            hint="Up to 500 KiB, the most Google reads. Test a change here before you publish it."
          >
            {(control) => (
              <Textarea
                {...control}
                name="robotsTxt"
                rows={8}
                spellCheck={false}
                className="max-h-96 min-h-40 font-mono text-sm"
                placeholder={
                  "User-agent: *\nDisallow: /cart/\n\nSitemap: https://example.com/sitemap.xml"
                }
                value={values.robotsTxt}
                onChange={(e) => set({ robotsTxt: e.target.value })}
              />
            )}
          </FormField>
        </TabsContent>
      </Tabs>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="robots-agent"
          label="Crawler (user-agent token)"
          error={values.agent === CUSTOM_AGENT ? undefined : errors.userAgent}
        >
          {(control) => (
            <select
              {...control}
              name="agent"
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
        </FormField>
        {values.agent === CUSTOM_AGENT && (
          <FormField
            id="robots-custom-agent"
            label="Its product token"
            error={errors.userAgent}
            hint="Letters, - and _ only, e.g. DuckDuckBot or GPTBot."
          >
            {(control) => (
              <Input
                {...control}
                name="userAgent"
                autoComplete="off"
                spellCheck={false}
                placeholder="DuckDuckBot"
                value={values.customAgent}
                onChange={(e) => set({ customAgent: e.target.value })}
              />
            )}
          </FormField>
        )}
      </div>
      <FormField
        id="robots-urls"
        label="URLs or paths to test"
        error={errors.urls}
        hint={`One per line, up to ${MAX_TEST_URLS}: a path such as /cart/ or a full URL. ${count} entered.`}
      >
        {(control) => (
          <Textarea
            {...control}
            name="urls"
            rows={5}
            spellCheck={false}
            className="max-h-80 min-h-32 font-mono text-sm"
            placeholder={"/\n/cart/checkout\nhttps://example.com/search?q=shoes"}
            value={values.urls}
            onChange={(e) => set({ urls: e.target.value })}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" size="lg" disabled={running}>
          {running ? <Loader2 aria-hidden className="animate-spin" /> : <FileSearch aria-hidden />}
          {running ? "Testing…" : "Test robots.txt"}
        </Button>
      </div>
    </form>
  );
}
