"use client";

import { useState, type ReactElement, type ReactNode } from "react";
import { Slot } from "@radix-ui/react-slot";
import { useMounted } from "./load-on-intent";

const loadTooltip = () => import("./intent-tooltip");

type Loaded = { module: Awaited<ReturnType<typeof loadTooltip>>; focused: boolean };

export type LazyTooltipProps = {
  /** The element the tooltip names; it must accept a ref and event handlers. */
  children: ReactElement;
  content: ReactNode;
  side?: "top" | "right" | "bottom" | "left";
  sideOffset?: number;
};

/**
 * A tooltip whose code (Radix Tooltip and Floating UI) loads when the pointer first reaches its
 * element or the element takes focus, not with the page; until then the element is shown alone.
 */
export function LazyTooltip({ children, ...tooltip }: LazyTooltipProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const mounted = useMounted();
  if (loaded)
    return (
      <loaded.module.IntentTooltip refocus={loaded.focused} {...tooltip}>
        {children}
      </loaded.module.IntentTooltip>
    );
  const show = (focused: boolean) =>
    void loadTooltip().then((module) => {
      if (mounted.current) setLoaded({ module, focused });
    });
  return (
    <Slot onPointerEnter={() => show(false)} onFocus={() => show(true)}>
      {children}
    </Slot>
  );
}
