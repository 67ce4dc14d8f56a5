"use client";

import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useNotify } from "@/components/notifications/use-notify";

/** What a press says when its control's code could not be fetched (offline, a flaky network). */
export const CONTROL_LOAD_FAILED = {
  title: "This control could not load.",
  message: "Check your connection and try again.",
} as const;

/**
 * Whether the component is still mounted: a module that arrives after the control has gone (a page
 * left, a test torn down) must not set its state.
 */
export function useMounted() {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/**
 * A control whose code loads when someone reaches for it, not with the page.
 *
 * Radix's select, popover, menu and the Floating UI under them weigh about 45 KB gzip, and every
 * dashboard page has a few of them in its header. So until the first press a control renders its
 * closed state as plain HTML (a button that looks the same); pointing at it or focusing it starts
 * loading its module, and the press (a click, Enter, Space, or an arrow key for a listbox) mounts
 * the module's real control, open. React.lazy does not fit: on first load the control would show
 * its fallback rather than its trigger, and a press before the code came would be lost.
 *
 * A press whose code cannot be fetched says so in a toast and leaves the control closed; the next
 * press tries again.
 *
 * Returns the module once the press has loaded it, whether the control is open (the press opens
 * it; the real control then reports its changes through `setOpen`), and the plain trigger's props.
 */
export function useLoadOnIntent<Module>(
  load: () => Promise<Module>,
  {
    popup,
    arrowKeys = false,
  }: {
    /** What the press opens, for the plain trigger's aria-haspopup (a select's frame has its own). */
    popup?: "dialog" | "menu";
    /** Arrow keys open it too, as they do a listbox. */
    arrowKeys?: boolean;
  } = {},
) {
  const [loaded, setLoaded] = useState<{ module: Module } | null>(null);
  const [open, setOpen] = useState(false);
  const mounted = useMounted();
  const notify = useNotify();
  // The bundler gives up on a chunk after one retry and forgets it, so the next press fetches anew.
  const press = () =>
    void load().then(
      (module) => {
        if (!mounted.current) return;
        setLoaded({ module });
        setOpen(true);
      },
      () => {
        if (mounted.current) notify({ type: "error", category: "default", ...CONTROL_LOAD_FAILED });
      },
    );
  const preload = () => void load().catch(() => undefined);
  return {
    loaded: loaded?.module ?? null,
    open,
    setOpen,
    /** The plain trigger's props: closed, and loading and opening the real control on intent. */
    triggerProps: {
      ...(popup && { "aria-haspopup": popup, "aria-expanded": false }),
      onPointerEnter: preload,
      onFocus: preload,
      onClick: press,
      onKeyDown: (event: KeyboardEvent) => {
        if (!arrowKeys || (event.key !== "ArrowDown" && event.key !== "ArrowUp")) return;
        event.preventDefault();
        press();
      },
    },
  };
}
