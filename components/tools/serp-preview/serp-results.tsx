import { useMemo } from "react";
import { snippetChecks } from "@/lib/tools/serp-preview/checks";
import { parseLooseUrl } from "@/lib/tools/serp-preview/display-url";
import type { SerpTyped } from "@/lib/tools/serp-preview/schema";
import { buildSnippet } from "@/lib/tools/serp-preview/snippet";
import { FindingList } from "@/components/tools/meta-tags/finding-list";
import { GoogleResult } from "./google-result";

/** The desktop and mobile results for the current values, and what the checks say about them. */
export function SerpResults({
  values,
  siteName,
  started,
  busy,
}: {
  values: SerpTyped;
  siteName: string | null;
  started: boolean;
  busy: boolean;
}) {
  const snippet = useMemo(
    () => buildSnippet({ ...values, siteName: siteName ?? undefined }),
    [values, siteName],
  );
  const findings = useMemo(
    () =>
      snippetChecks({
        title: values.title,
        description: values.description,
        hostname: parseLooseUrl(values.url)?.hostname,
        siteName: siteName ?? undefined,
      }),
    [values, siteName],
  );
  return (
    <div className="grid min-w-0 content-start gap-8" aria-busy={busy}>
      <section aria-labelledby="serp-desktop-heading" className="grid gap-3">
        <h2 id="serp-desktop-heading" className="text-lg font-semibold">
          Desktop result
        </h2>
        <div
          tabIndex={0}
          role="region"
          aria-label="Desktop result preview (scrolls sideways on small screens)"
          className="overflow-x-auto rounded-xl"
        >
          <GoogleResult device="desktop" snippet={snippet.desktop} url={snippet.url} />
        </div>
      </section>
      <section aria-labelledby="serp-mobile-heading" className="grid gap-3">
        <h2 id="serp-mobile-heading" className="text-lg font-semibold">
          Mobile result
        </h2>
        <GoogleResult device="mobile" snippet={snippet.mobile} url={snippet.url} />
      </section>
      <section aria-labelledby="serp-checks-heading" className="grid gap-3">
        <h2 id="serp-checks-heading" className="text-lg font-semibold">
          Checks
        </h2>
        {started ? (
          <FindingList findings={findings} label="Title and description checks" />
        ) : (
          <p className="text-sm text-muted-foreground">
            Type a title and description, or fetch them from a page, to see what Google would cut
            and what to improve.
          </p>
        )}
      </section>
    </div>
  );
}
