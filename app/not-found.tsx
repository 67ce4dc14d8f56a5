import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { LogNotFound } from "@/components/marketing/log-not-found";

export const metadata: Metadata = {
  title: { absolute: "Page not found | Rankwell" },
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-24 text-center">
        <LogNotFound />
        <p className="text-primary text-6xl font-bold" aria-hidden>
          404
        </p>
        <h1 className="text-3xl font-bold tracking-tight">Oops! Page not found</h1>
        <p className="text-muted-foreground max-w-md">
          The page you asked for does not exist or has moved. Check the address, or start again from the home page.
        </p>
        <Button asChild size="lg">
          <Link href="/">Return to Home</Link>
        </Button>
      </main>
      <SiteFooter />
    </div>
  );
}
