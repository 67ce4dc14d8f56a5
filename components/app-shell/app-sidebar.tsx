"use client";

import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";
import { useSidebar } from "./sidebar-context";
import { SidebarLogo } from "./sidebar-logo";
import { SidebarNav } from "./sidebar-nav";

export const SIDEBAR_ID = "app-sidebar";

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

// The sheet's code (Radix Dialog) loads on the first open: most visits never open it.
const MobileSidebarSheet = dynamic(() =>
  import("./mobile-sidebar-sheet").then((m) => m.MobileSidebarSheet),
);

/** Narrow screens (spec §9: under 768 px): the same sidebar as a slide-over sheet. */
export function MobileSidebar() {
  const { openMobile, setOpenMobile } = useSidebar();
  const pathname = usePathname();
  const [opened, setOpened] = useState(false);
  if (openMobile && !opened) setOpened(true);

  // Back and forward navigation leaves the sheet as well as a click on a link does.
  useEffect(() => setOpenMobile(false), [pathname, setOpenMobile]);

  if (!opened) return null;
  return <MobileSidebarSheet open={openMobile} onOpenChange={setOpenMobile} />;
}
