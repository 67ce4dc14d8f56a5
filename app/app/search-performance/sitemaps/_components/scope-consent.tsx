"use client";

import { WrappingUrl } from "@/components/data-table/url-cell";
import { ShieldCheck } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { SitemapChanges } from "./use-sitemap-changes";

const VERB = { submit: "Submitting", delete: "Removing" } as const;
const AFTER = { submit: "submits", delete: "removes" } as const;

/** Why a change needs one more Google permission, and the button that asks for it. */
export function ScopeConsent({ changes }: { changes: SitemapChanges }) {
  const { blocked, granting } = changes;
  if (!blocked) return null;
  return (
    <Alert aria-labelledby="scope-consent-title">
      <ShieldCheck aria-hidden />
      <AlertTitle id="scope-consent-title">Allow Rankwell to manage your sitemaps</AlertTitle>
      <AlertDescription className="grid grid-cols-1 gap-3">
        <p>
          {VERB[blocked.action]} a sitemap needs permission to manage your Search Console
          properties. Rankwell only asked for read access when you signed in.
        </p>
        <p>
          Google asks you in a pop-up window; once you allow it, Rankwell {AFTER[blocked.action]}{" "}
          <WrappingUrl url={blocked.body.feedpath} className="font-medium text-foreground" />.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={changes.allowAndRetry} disabled={granting}>
            {granting ? "Waiting for Google…" : "Allow sitemap management"}
          </Button>
          <Button variant="ghost" onClick={changes.dismissBlocked} disabled={granting}>
            Not now
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
