"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { isSidebarShortcut, MOBILE_MAX_WIDTH_PX, sidebarCookie } from "./sidebar-state";

type SidebarContextValue = {
  /** Expanded (true) or collapsed to icons (false) on wide screens. */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The slide-over sheet of narrow screens. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  /** Collapses or expands on wide screens, opens or closes the sheet on narrow ones. */
  toggle: () => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error("useSidebar() is used outside <SidebarProvider>.");
  return value;
}

const isNarrow = () => window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`).matches;

/** The sidebar's state: from the server's cookie at first, written back on every change. */
export function SidebarProvider({
  defaultOpen,
  children,
}: {
  defaultOpen: boolean;
  children: React.ReactNode;
}) {
  const [open, setOpenState] = useState(defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    document.cookie = sidebarCookie(next);
  }, []);

  const toggle = useCallback(() => {
    if (isNarrow()) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [open, setOpen]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, toggle }),
    [open, setOpen, openMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
