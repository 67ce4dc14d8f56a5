"use client";

import { Check, Loader2, RefreshCw, X } from "lucide-react";
import { useAuth } from "@/hooks/use-auth";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { connectionStatus, dataAccess, type ConnectionStatus } from "./google-access";
import { FormattedDate } from "@/components/projects/formatted-date";
import { SettingsSection } from "./settings-section";

const STATUS: Record<
  Exclude<ConnectionStatus, "checking">,
  { badge: React.ReactNode; text: string }
> = {
  connected: {
    badge: <Badge variant="success">Connected</Badge>,
    text: "Rankwell reads your Google data with read-only access and renews it automatically before it expires.",
  },
  needs_reauth: {
    badge: <Badge variant="destructive">Reconnect needed</Badge>,
    text: "Google no longer accepts Rankwell's access: it was revoked or has expired. Reconnect to load your data again.",
  },
  not_connected: {
    badge: <Badge variant="warning">Not connected</Badge>,
    text: "Rankwell has no Google access for your account. Reconnect to load Search Console, Analytics and Business Profile data.",
  },
};

export function GoogleConnectionSection() {
  const { user, profile, tokenHealth, loading, signingIn, signInWithGoogle } = useAuth();
  // The server's first render knows only the user; profile and token health arrive together after it.
  const status = connectionStatus(tokenHealth, loading || profile === null);

  return (
    <SettingsSection
      id="google"
      title="Google connection"
      description={`The Google account ${user?.email ?? ""} that Rankwell reads your properties with.`}
    >
      {status === "checking" ? (
        <Skeleton className="h-24" />
      ) : (
        <>
          <div className="grid grid-cols-1 gap-2">
            <div className="flex items-center gap-2">
              <span className="text-sm font-medium">Status</span>
              {STATUS[status].badge}
            </div>
            <p className="text-sm text-muted-foreground">{STATUS[status].text}</p>
            {status === "connected" && tokenHealth?.expiresAt && (
              <p className="text-sm">
                Current access valid until <FormattedDate value={tokenHealth.expiresAt} withTime />
              </p>
            )}
          </div>
          {tokenHealth?.connected && (
            <ul
              className="grid grid-cols-1 gap-1 text-sm"
              aria-label="Google data Rankwell may read"
            >
              {dataAccess(tokenHealth.scopes).map(({ label, granted }) => (
                <li key={label} className="flex items-center gap-2">
                  {granted ? (
                    <Check aria-hidden className="size-4 text-success" />
                  ) : (
                    <X aria-hidden className="size-4 text-destructive" />
                  )}
                  <span>
                    {label}:{" "}
                    {granted ? "allowed" : "not allowed — reconnect and tick it on Google's screen"}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <div>
        <Button
          variant={status === "connected" ? "outline" : "default"}
          onClick={() => void signInWithGoogle()}
          disabled={signingIn}
        >
          {signingIn ? <Loader2 aria-hidden className="animate-spin" /> : <RefreshCw aria-hidden />}
          Reconnect Google account
        </Button>
      </div>
    </SettingsSection>
  );
}
