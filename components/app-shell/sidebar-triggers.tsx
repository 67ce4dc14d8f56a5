"use client";

import { Menu, PanelLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LazyTooltip } from "@/components/ui/lazy-tooltip";
import { SIDEBAR_ID } from "./app-sidebar";
import { useSidebar } from "./sidebar-context";

/** Collapses the sidebar to icons and back; Ctrl/Cmd+B does the same. Wide screens only. */
export function SidebarToggle() {
  const { open, setOpen } = useSidebar();
  return (
    <LazyTooltip content={`${open ? "Collapse sidebar" : "Expand sidebar"} (Ctrl+B)`} side="bottom">
      <Button
        variant="ghost"
        size="icon"
        className="hidden md:inline-flex"
        aria-label={open ? "Collapse sidebar" : "Expand sidebar"}
        aria-controls={SIDEBAR_ID}
        aria-expanded={open}
        aria-keyshortcuts="Control+B Meta+B"
        onClick={() => setOpen(!open)}
      >
        <PanelLeft aria-hidden />
      </Button>
    </LazyTooltip>
  );
}

/** Opens the navigation sheet on narrow screens. */
export function MobileMenuButton() {
  const { openMobile, setOpenMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-label="Open navigation"
      aria-expanded={openMobile}
      onClick={() => setOpenMobile(true)}
    >
      <Menu aria-hidden />
    </Button>
  );
}
