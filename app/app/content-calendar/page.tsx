import type { Metadata } from "next";
import { Suspense } from "react";
import { Prefetched } from "@/components/data-state/prefetched";
import { getSessionUser } from "@/lib/auth/server/session";
import { prefetchContentCalendar } from "@/lib/content-calendar/prefetch";
import { toSearchParams } from "@/lib/filters/search-params";
import { CalendarPage, CalendarSkeleton } from "./_components/calendar-view";

export const metadata: Metadata = { title: "Content calendar" };

type Search = Record<string, string | string[] | undefined>;

export default async function ContentCalendarPage({
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
        <h1 className="text-3xl font-semibold tracking-tight">Content calendar</h1>
        <p className="max-w-3xl text-muted-foreground">
          Your content plan by day: when each piece is due and when it goes live. Drag a date to
          another day to reschedule it, or subscribe to the plan in your own calendar app.
        </p>
      </div>
      <Suspense fallback={<CalendarSkeleton />}>
        <Prefetched
          prefetch={prefetchContentCalendar}
          userId={user.id}
          search={toSearchParams(search)}
        >
          <CalendarPage />
        </Prefetched>
      </Suspense>
    </div>
  );
}
