"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { CircleAlert, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SupabasePublicConfig } from "@/lib/supabase/client";
import { finishSignIn } from "./finish-sign-in";

export interface AuthCallbackScreenProps {
  /** Set in Supabase mode: the page then finishes the sign-in with Supabase Auth. */
  supabase?: SupabasePublicConfig | null;
}

/** Where Google sends the sign-in popup back to; it reports the outcome to the window that opened it. */
export function AuthCallbackScreen({ supabase }: AuthCallbackScreenProps) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  // An authorization code works once; React's development double effect must not send it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const navigate = (path: string) => router.replace(path);
    // Loaded only in Supabase mode; the server trades Supabase's code, so no client is needed here.
    const finishing = supabase
      ? import("@/lib/supabase/callback").then((m) => m.finishSupabaseSignIn(window, navigate))
      : finishSignIn(window, navigate);
    void finishing.then((outcome) => {
      if (!outcome.ok && !outcome.handedOver) setFailure(outcome.reason);
    });
  }, [router, supabase]);

  if (failure)
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <CircleAlert aria-hidden className="size-8 text-destructive" />
        <h1 className="text-2xl font-semibold tracking-tight">Sign-in did not complete</h1>
        <p role="alert" className="max-w-sm text-muted-foreground">
          {failure}. Nothing was changed in your account; you can try again.
        </p>
        <Button asChild>
          <Link href="/app/">Back to sign in</Link>
        </Button>
      </main>
    );

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <Loader2 aria-hidden className="size-8 animate-spin text-primary" />
      <h1 className="text-2xl font-semibold tracking-tight">Signing you in</h1>
      <p role="status" className="max-w-sm text-muted-foreground">
        This window closes by itself once Google has answered. If it stays open, you can close it
        and{" "}
        <Link href="/app/" className="text-primary underline underline-offset-4">
          return to Rankwell
        </Link>
        .
      </p>
    </main>
  );
}
