"use client";

import Link from "next/link";
import { Loader2 } from "lucide-react";
import { useAuth } from "@/hooks/use-auth";
import { SITE_NAME } from "@/lib/site";
import { LogoMark } from "@/components/marketing/logo";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PublicDemoBanner } from "@/components/app-shell/public-demo-banner";
import { AuthLoading } from "./auth-loading";
import { GoogleLogo } from "./google-logo";
import { useReturningVisitor } from "./visit-flag";
import { SignInBenefits, SignInStats } from "./sign-in-benefits";

const TEXTS = {
  new: {
    heading: `Welcome to ${SITE_NAME}`,
    lead: "Your Search Console, Analytics and Business Profile data, organised in projects.",
    title: "Sign In",
    description:
      "Use the Google account that can see your Search Console and Analytics properties.",
    button: "Sign in with Google",
  },
  returning: {
    heading: "Welcome back",
    lead: "Ready to dive back in?",
    title: "Continue",
    description: "Sign in with your Google account to pick up where you left off.",
    button: "Continue with Google",
  },
} as const;

/** What visitors to /app/ see until they sign in: a first-visit welcome, or a short one for returning users. */
export function SignInScreen({ publicDemo = false }: { publicDemo?: boolean }) {
  const auth = useAuth();
  const { signingIn, signInWithGoogle } = auth;
  // Read here, not in the auth provider: the flag is unknown on the server, and the provider's
  // value changing right after hydration would make React hydrate every page below it at once.
  const returning = useReturningVisitor();
  const loading = auth.loading || returning === null;
  const isReturningUser = returning === true;
  const texts = isReturningUser ? TEXTS.returning : TEXTS.new;

  return (
    <div className="flex min-h-dvh flex-col">
      {publicDemo && <PublicDemoBanner />}
      <header className="flex h-16 items-center justify-between px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 font-semibold tracking-tight">
          <LogoMark />
          <span className="text-lg">{SITE_NAME}</span>
        </Link>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 flex-col items-center px-4 pt-8 pb-16 sm:px-6">
        {loading ? (
          <AuthLoading className="m-auto" />
        ) : (
          <div className="flex w-full max-w-3xl flex-col gap-10">
            <div className="text-center">
              <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{texts.heading}</h1>
              <p className="mt-3 text-lg text-muted-foreground">{texts.lead}</p>
            </div>
            <Card className="mx-auto w-full max-w-md">
              <CardHeader>
                <CardTitle className="text-xl">{texts.title}</CardTitle>
                <CardDescription>{texts.description}</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-col gap-4">
                <Button
                  size="lg"
                  variant="outline"
                  className="w-full"
                  aria-busy={signingIn || undefined}
                  onClick={() => void signInWithGoogle()}
                >
                  {signingIn ? (
                    <Loader2 aria-hidden className="size-5 animate-spin" />
                  ) : (
                    <GoogleLogo className="size-5" />
                  )}
                  {texts.button}
                </Button>
                <p className="text-center text-xs text-muted-foreground">
                  By signing in you agree to our{" "}
                  <Link href="/legal/terms/" className="text-primary underline underline-offset-4">
                    Terms of Service
                  </Link>{" "}
                  and{" "}
                  <Link
                    href="/legal/privacy/"
                    className="text-primary underline underline-offset-4"
                  >
                    Privacy Policy
                  </Link>
                  .
                </p>
              </CardContent>
            </Card>
            {!isReturningUser && (
              <>
                <SignInBenefits />
                <SignInStats />
              </>
            )}
          </div>
        )}
      </main>
    </div>
  );
}
