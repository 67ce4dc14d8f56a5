"use client";

import { TriangleAlert } from "lucide-react";
import { useAuth } from "@/hooks/use-auth";
import { REFRESH_ERRORS } from "@/lib/google/tokens/refresh-rules";
import { AUTH_TOASTS } from "@/lib/auth/sign-in-messages";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

const BANNERS = {
  token_expired: {
    title: "Google connection expired",
    description: REFRESH_ERRORS.refresh_token_invalid.message,
    action: "Reconnect Google",
  },
  token_missing: {
    title: AUTH_TOASTS.default.title,
    description: AUTH_TOASTS.default.description,
    action: "Connect Google",
  },
} as const;

/** Asks for a reconnect when Google no longer accepts the stored tokens, or there are none. */
export function GoogleConnectionBanner() {
  const { authState, signingIn, signInWithGoogle } = useAuth();
  if (authState !== "token_expired" && authState !== "token_missing") return null;
  const banner = BANNERS[authState];
  return (
    <div className="border-b px-4 py-3 sm:px-6">
      <Alert className="mx-auto max-w-6xl">
        <TriangleAlert aria-hidden className="text-warning" />
        <AlertTitle>{banner.title}</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          <p>{banner.description}</p>
          <Button size="sm" disabled={signingIn} onClick={() => void signInWithGoogle()}>
            {banner.action}
          </Button>
        </AlertDescription>
      </Alert>
    </div>
  );
}
