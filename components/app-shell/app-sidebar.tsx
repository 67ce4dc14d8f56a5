"use client";

import { useEffect } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { SITE_NAME } from "@/lib/site";
import { cn } from "@/lib/utils";
import { LogoMark } from "@/components/marketing/logo";
import { Sheet, SheetContent, SheetTitle } from "@/components/ui/sheet";
import { useSidebar } from "./sidebar-context";
import { SidebarNav } from "./sidebar-nav";

export const SIDEBAR_ID = "app-sidebar";

/** The logo leads to the marketing home page (spec §2). */
function SidebarLogo({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  return (
    <div className={cn("flex h-16 shrink-0 items-center border-b px-4", collapsed && "px-0")}>
      <Link
        href="/"
        onClick={onNavigate}
        aria-label={`${SITE_NAME} home`}
        className={cn(
          "flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
          collapsed && "mx-auto",
        )}
      >
        <LogoMark />
        {!collapsed && <span className="text-lg">{SITE_NAME}</span>}
      </Link>
    </div>
  );
}

/** Wide screens: a column beside the page, full width or icons only. */
export function AppSidebar() {
  const { open } = useSidebar();
  return (
    <aside
      id={SIDEBAR_ID}
      data-state={open ? "expanded" : "collapsed"}
      className={cn(
        "sticky top-0 hidden h-dvh shrink-0 flex-col border-r bg-card transition-[width] duration-200 md:flex",
        open ? "w-64" : "w-16",
      )}
    >
      <SidebarLogo collapsed={!open} />
      <SidebarNav collapsed={!open} />
    </aside>
  );
}

/** Narrow screens (spec §9: under 768 px): the same sidebar as a slide-over sheet. */
export function MobileSidebar() {
  const { openMobile, setOpenMobile } = useSidebar();
  const pathname = usePathname();
  const close = () => setOpenMobile(false);

  // Back and forward navigation leaves the sheet as well as a click on a link does.
  useEffect(() => setOpenMobile(false), [pathname, setOpenMobile]);

  return (
    <Sheet open={openMobile} onOpenChange={setOpenMobile}>
      <SheetContent side="left" className="w-72 gap-0 p-0" aria-describedby={undefined}>
        <SheetTitle className="sr-only">Navigation</SheetTitle>
        <SidebarLogo collapsed={false} onNavigate={close} />
        <SidebarNav collapsed={false} onNavigate={close} />
      </SheetContent>
    </Sheet>
  );
}
