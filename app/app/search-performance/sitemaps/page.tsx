import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { getSessionUser } from "@/lib/auth/server/session";
import { prefetchProjectsState } from "@/lib/projects/prefetch";
import { SitemapsView } from "./_components/sitemaps-view";

export const metadata: Metadata = { title: "Sitemaps" };

export default async function SitemapsPage() {
  // The layout shows the sign-in screen instead of this page when nobody is signed in.
  const user = await getSessionUser();
  if (!user) return null;
  const state = await prefetchProjectsState(user.id, ["projects"]);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">Sitemaps</h1>
        <p className="max-w-3xl text-muted-foreground">
          The sitemaps Search Console knows for your property, with Rankwell&apos;s own read of each
          file: how many URLs it lists, how fresh their dates are, and which entries Google would
          reject.
        </p>
      </div>
      <HydrationBoundary state={state}>
        <SitemapsView />
      </HydrationBoundary>
    </div>
  );
}
