import type * as React from "react";
import { ChevronDownIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** The closed select's look, shared by Radix's trigger and the plain one shown before it loads. */
export const SELECT_TRIGGER_CLASS = [
  "flex w-fit items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 py-2 text-sm whitespace-nowrap shadow-xs transition-[color,box-shadow] outline-none data-[placeholder]:text-muted-foreground data-[size=default]:h-9 data-[size=sm]:h-8",
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50",
  "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
  "*:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2",
  "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 [&_svg:not([class*='text-'])]:text-muted-foreground",
].join(" ");

/**
 * A closed select as plain HTML: the same element, roles and classes as Radix's trigger, so the
 * page looks and reads the same before the select's code has loaded (`useLoadOnIntent`).
 */
export function SelectFrame({
  className,
  size = "default",
  placeholder = false,
  children,
  ...props
}: React.ComponentProps<"button"> & {
  size?: "sm" | "default";
  /** Nothing is chosen: the text is the placeholder's. */
  placeholder?: boolean;
}) {
  return (
    <button
      type="button"
      // No list exists yet for aria-controls to name; ARIA asks for it only when expanded.
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      data-slot="select-trigger"
      data-size={size}
      data-state="closed"
      data-placeholder={placeholder ? "" : undefined}
      className={cn(SELECT_TRIGGER_CLASS, className)}
      {...props}
    >
      <span data-slot="select-value" style={{ pointerEvents: "none" }}>
        {children}
      </span>
      <ChevronDownIcon aria-hidden className="size-4" />
    </button>
  );
}
