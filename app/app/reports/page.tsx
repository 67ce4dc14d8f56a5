import type { Metadata } from "next";
import { Suspense } from "react";
import { Prefetched } from "@/components/data-state/prefetched";
import { getSessionUser } from "@/lib/auth/server/session";
import { toSearchParams } from "@/lib/filters/search-params";
import { prefetchReports } from "@/lib/reports/prefetch";
import { ReportsSkeleton, ReportsView } from "./_components/reports-view";

export const metadata: Metadata = { title: "Reports" };

type Search = Record<string, string | string[] | undefined>;

export default async function ReportsPage({ searchParams }: { searchParams: Promise<Search> }) {
  // The layout shows the sign-in screen instead of this page when nobody is signed in.
  const [user, search] = await Promise.all([getSessionUser(), searchParams]);
  if (!user) return null;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">Reports</h1>
        <p className="max-w-3xl text-muted-foreground">
          Client reports under your own name: choose a period and the sections to show, then
          download a PDF or the tables as CSV, share a read-only link, or email it on a schedule.
        </p>
      </div>
      <Suspense fallback={<ReportsSkeleton />}>
        <Prefetched prefetch={prefetchReports} userId={user.id} search={toSearchParams(search)}>
          <ReportsView />
        </Prefetched>
      </Suspense>
    </div>
  );
}
