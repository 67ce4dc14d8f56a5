import type { Metadata } from "next";
import { Suspense } from "react";
import { Prefetched } from "@/components/data-state/prefetched";
import { getSessionUser } from "@/lib/auth/server/session";
import { prefetchContentPlanning } from "@/lib/content-planning/prefetch";
import { toSearchParams } from "@/lib/filters/search-params";
import { PlanningSkeleton, PlanningView } from "./_components/planning-view";

export const metadata: Metadata = { title: "Content Planning" };

type Search = Record<string, string | string[] | undefined>;

export default async function ContentPlanningPage({
  searchParams,
}: {
  searchParams: Promise<Search>;
}) {
  // The layout shows the sign-in screen instead of this page when nobody is signed in.
  const [user, search] = await Promise.all([getSessionUser(), searchParams]);
  if (!user) return null;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">Content Planning</h1>
        <p className="max-w-3xl text-muted-foreground">
          Plan the pieces to write or improve, from idea to published, and see what each one did for
          its page and target queries in the four weeks after it went live.
        </p>
      </div>
      <Suspense fallback={<PlanningSkeleton />}>
        <Prefetched
          prefetch={prefetchContentPlanning}
          userId={user.id}
          search={toSearchParams(search)}
        >
          <PlanningView />
        </Prefetched>
      </Suspense>
    </div>
  );
}
