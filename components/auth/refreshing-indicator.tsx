"use client";

import { Loader2 } from "lucide-react";
import { useAuth } from "@/hooks/use-auth";
import { REFRESHING_ACCESS_TEXT } from "@/lib/auth/token-monitor";

/** 'Refreshing access...' while the Google access of a signed-in user is being refreshed. */
export function RefreshingIndicator() {
  const { user, isRefreshingTokens } = useAuth();
  const visible = Boolean(user) && isRefreshingTokens;
  // The live region stays mounted so screen readers announce the text when it appears.
  return (
    <div role="status" aria-live="polite" className="text-sm text-muted-foreground">
      {visible && (
        <span className="flex items-center gap-2">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {REFRESHING_ACCESS_TEXT}
        </span>
      )}
    </div>
  );
}
