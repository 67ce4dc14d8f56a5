import type { Metadata } from "next";
import { Suspense } from "react";
import { Prefetched } from "@/components/data-state/prefetched";
import { getSessionUser } from "@/lib/auth/server/session";
import { configuredModelName } from "@/lib/ai/model";
import { prefetchAiInsights } from "@/lib/ai-insights/prefetch";
import { toSearchParams } from "@/lib/filters/search-params";
import { AiInsightsView, ViewSkeleton } from "./_components/ai-insights-view";

export const metadata: Metadata = { title: "AI Insights" };

type Search = Record<string, string | string[] | undefined>;

export default async function AiInsightsPage({ searchParams }: { searchParams: Promise<Search> }) {
  // The layout shows the sign-in screen instead of this page when nobody is signed in.
  const [user, search] = await Promise.all([getSessionUser(), searchParams]);
  if (!user) return null;

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">AI Insights</h1>
        <p className="max-w-3xl text-muted-foreground">
          The period in a few sentences, what to do first and answers to your questions, from the
          findings of GSC Insights, Opportunities and Cannibalization, and of Google Analytics and
          Business Profile when the project has them. Every figure comes from them.
        </p>
      </div>
      <Suspense fallback={<ViewSkeleton />}>
        <Prefetched prefetch={prefetchAiInsights} userId={user.id} search={toSearchParams(search)}>
          <AiInsightsView model={configuredModelName()} />
        </Prefetched>
      </Suspense>
    </div>
  );
}
