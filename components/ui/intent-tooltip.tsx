"use client";

import { useLayoutEffect, useRef } from "react";
import type { LazyTooltipProps } from "./lazy-tooltip";
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip";

/**
 * `LazyTooltip` once its code has loaded. Its element is a new one in the page; when the old one
 * had focus (that is what loaded the code), focus moves to it, and the tooltip opens as on focus.
 */
export function IntentTooltip({
  children,
  content,
  side,
  sideOffset,
  refocus,
}: LazyTooltipProps & { refocus: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    // Only when focus was lost with the old element, never taken from where it went since.
    if (refocus && document.activeElement === document.body) trigger.current?.focus();
  }, [refocus]);
  return (
    <Tooltip>
      <TooltipTrigger ref={trigger} asChild>
        {children}
      </TooltipTrigger>
      <TooltipContent side={side} sideOffset={sideOffset}>
        {content}
      </TooltipContent>
    </Tooltip>
  );
}
