"use client";

import { Suspense } from "react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { GBP_PATH, withTrailingSlash } from "@/lib/filters/page-config";
import { AlertsBell } from "@/components/alerts/alerts-bell";
import { RefreshingIndicator } from "@/components/auth/refreshing-indicator";
import { JobsTray } from "@/components/jobs/jobs-tray";
import { FilterBar } from "./filter-bar";
import { MobileMenuButton, SidebarToggle } from "./sidebar-triggers";

// Only the Business Profile view shows the location picker; other views do not load its code.
const GbpHeader = dynamic(() => import("./gbp-header").then((m) => m.GbpHeader));

/**
 * The 16-unit header: sidebar controls, the view's filters, jobs, alerts, the token indicator, the
 * user menu.
 */
export function AppHeader({ userMenu }: { userMenu: React.ReactNode }) {
  const pathname = usePathname();
  const isBusinessProfile = withTrailingSlash(pathname).startsWith(GBP_PATH);
  return (
    <header className="sticky top-0 z-40 flex h-16 shrink-0 items-center gap-2 border-b bg-background/90 px-2 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-4">
      <MobileMenuButton />
      <SidebarToggle />
      {/* relative: the containing block of what the filters position absolutely (a switch's
          hidden input), so it scrolls and clips with them instead of widening the page. */}
      <div className="relative flex min-w-0 flex-1 items-center overflow-x-auto py-1">
        {/* The filters read the URL's query; a boundary keeps that from holding up the shell. */}
        <Suspense fallback={null}>{isBusinessProfile ? <GbpHeader /> : <FilterBar />}</Suspense>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <JobsTray />
        <AlertsBell />
        <RefreshingIndicator />
        {userMenu}
      </div>
    </header>
  );
}
