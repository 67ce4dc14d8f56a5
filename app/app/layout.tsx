import type { Metadata } from "next";
import { cookies } from "next/headers";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { getSessionUser } from "@/lib/auth/server/session";
import { isPublicDemo } from "@/lib/env";
import { prefetchShell } from "@/lib/projects/prefetch";
import { getQueryClient } from "@/lib/query/server";
import { supabasePublicConfig } from "@/lib/supabase/config";
import { AuthProvider } from "@/components/auth/auth-provider";
import { QueryProvider } from "@/components/providers/query-provider";
import { RealtimeInvalidation } from "@/components/providers/realtime-invalidation";
import { LazyToaster } from "@/components/notifications/lazy-toaster";
import { isSidebarOpen, SIDEBAR_COOKIE } from "@/components/app-shell/sidebar-state";
import { AppGate } from "./_components/app-gate";

export const metadata: Metadata = { title: "Dashboard", robots: { index: false, follow: false } };

// Signed out, the page is left out and the sign-in screen shows at the same URL. This hides the page;
// it does not protect data: every route handler and query checks the session itself.
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const [user, cookieStore] = await Promise.all([getSessionUser(), cookies()]);
  const sidebarOpen = isSidebarOpen(cookieStore.get(SIDEBAR_COOKIE)?.value);
  const supabase = supabasePublicConfig();
  // Projects, data sources and Google properties: every view and the filter bar read them first.
  const queryClient = getQueryClient();
  // The change stream replays what changed after the shell's reads began.
  const renderedAt = user ? await prefetchShell(queryClient, user) : null;
  return (
    <QueryProvider>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <AuthProvider initialUser={user} supabase={supabase}>
          <RealtimeInvalidation supabase={supabase} renderedAt={renderedAt} />
          <AppGate sidebarOpen={sidebarOpen} publicDemo={isPublicDemo()}>
            {user ? children : null}
          </AppGate>
        </AuthProvider>
      </HydrationBoundary>
      <LazyToaster />
    </QueryProvider>
  );
}
