import type { Metadata } from "next";
import { Suspense } from "react";
import { Prefetched } from "@/components/data-state/prefetched";
import { WidgetState } from "@/components/data-state/widget-state";
import { getSessionUser } from "@/lib/auth/server/session";
import { toSearchParams } from "@/lib/filters/search-params";
import { prefetchOverview } from "@/lib/overview/prefetch";
import { Overview } from "./_overview/overview";

export const metadata: Metadata = { title: "Overview" };

type Search = Record<string, string | string[] | undefined>;

export default async function OverviewPage({ searchParams }: { searchParams: Promise<Search> }) {
  // The layout shows the sign-in screen instead of this page when nobody is signed in.
  const [user, search] = await Promise.all([getSessionUser(), searchParams]);
  if (!user) return null;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight">Overview</h1>
      <Suspense fallback={<WidgetState status="loading" label="the overview" skeleton="kpi" />}>
        <Prefetched prefetch={prefetchOverview} userId={user.id} search={toSearchParams(search)}>
          <Overview />
        </Prefetched>
      </Suspense>
    </div>
  );
}
