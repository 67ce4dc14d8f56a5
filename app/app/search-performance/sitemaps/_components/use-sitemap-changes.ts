"use client";

import { useState } from "react";
import {
  useDeleteSitemapMutation,
  useSubmitSitemapMutation,
} from "@/hooks/queries/use-sitemaps-data-query";
import type { SitemapBody } from "@/lib/data-api/schemas/search-console-tools";
import { useWebmastersGrant } from "./use-webmasters-grant";

export type SitemapAction = "submit" | "delete";
export type SitemapChange = { action: SitemapAction; body: SitemapBody };

const needsScope = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === "google_scope_required";

/**
 * Submitting and removing sitemaps. When Google answers that the grant is read-only, the change
 * waits in `blocked` until the user allows sitemap management in the popup; then it runs again.
 */
export function useSitemapChanges() {
  const [blocked, setBlocked] = useState<SitemapChange | null>(null);
  const submit = useSubmitSitemapMutation({
    onScopeRequired: (body) => setBlocked({ action: "submit", body }),
  });
  const remove = useDeleteSitemapMutation({
    onScopeRequired: (body) => setBlocked({ action: "delete", body }),
  });
  const { grant, granting } = useWebmastersGrant();

  /** `onHandled` runs once the change is done or waits for permission; not after other failures. */
  const run = ({ action, body }: SitemapChange, onHandled?: () => void) => {
    setBlocked(null);
    (action === "submit" ? submit : remove).mutate(body, {
      onSuccess: () => onHandled?.(),
      onError: (error) => {
        if (needsScope(error)) onHandled?.();
      },
    });
  };

  return {
    run,
    pending: (action: SitemapAction) => (action === "submit" ? submit : remove).isPending,
    blocked,
    dismissBlocked: () => setBlocked(null),
    /** Opens Google's consent popup (call it from a click), then runs the blocked change again. */
    allowAndRetry: () => {
      const change = blocked;
      if (change) grant(() => run(change));
    },
    granting,
  };
}

export type SitemapChanges = ReturnType<typeof useSitemapChanges>;
