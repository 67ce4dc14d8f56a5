"use client";

import { Button } from "@/components/ui/button";
import { useLoadOnIntent } from "@/components/ui/load-on-intent";
import type { TextFilter } from "@/lib/search-performance/url-state";

export type TextFilterProps = {
  /** "Query" or "Page". */
  label: string;
  value: TextFilter | undefined;
  onApply: (filter: TextFilter | null) => void;
  disabled?: boolean;
};

// The popover, its form and the operator select load on intent, not with the view.
const loadForm = () => import("./text-filter-form");

/** A query or page filter: an operator and an expression, applied to every widget of the view. */
export function TextFilterPopover(props: TextFilterProps) {
  const { label, value, disabled } = props;
  const { loaded, open, setOpen, triggerProps } = useLoadOnIntent(loadForm, { popup: "dialog" });
  const button = (closed: object) => (
    <Button
      variant="outline"
      size="sm"
      disabled={disabled}
      aria-pressed={value ? true : undefined}
      {...closed}
    >
      {label}
      {value ? <span className="sr-only"> filter on</span> : null}
    </Button>
  );
  if (loaded)
    return <loaded.TextFilterForm {...props} trigger={button({})} open={open} setOpen={setOpen} />;
  return button(triggerProps);
}
