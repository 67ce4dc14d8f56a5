import type { Metadata } from "next";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { Suspense } from "react";
import { getSessionUser } from "@/lib/auth/server/session";
import { getQueryClient } from "@/lib/query/server";
import { prefetchReport } from "@/lib/reports/prefetch";
import { BuilderSkeleton, ReportBuilder } from "./_components/report-builder";

export const metadata: Metadata = { title: "Report builder" };

async function Prefetched({ userId, reportId }: { userId: string; reportId: string }) {
  const queryClient = getQueryClient();
  // A report that is not the user's is left out: the builder shows the 404's message.
  await prefetchReport(queryClient, userId, reportId).catch(() => undefined);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ReportBuilder reportId={reportId} />
    </HydrationBoundary>
  );
}

export default async function ReportBuilderPage({
  params,
}: {
  params: Promise<{ reportId: string }>;
}) {
  const [user, { reportId }] = await Promise.all([getSessionUser(), params]);
  if (!user) return null;
  return (
    <div className="mx-auto grid w-full max-w-[1600px] grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <Suspense fallback={<BuilderSkeleton />}>
        <Prefetched userId={user.id} reportId={reportId} />
      </Suspense>
    </div>
  );
}
