"use client";

import { useLoadOnIntent } from "./load-on-intent";
import { SelectFrame } from "./select-frame";

export type Choice = { value: string; label: string };

export type ChoiceSelectProps = {
  /** The select's accessible name. */
  label: string;
  /** The chosen value; "" when nothing is chosen (the trigger then shows `shown` as a placeholder). */
  value: string;
  /** The trigger's text. */
  shown: string;
  choices: readonly Choice[];
  /** An item above the others and set apart by a line, such as "All projects". */
  leading?: Choice;
  onValueChange(value: string): void;
  disabled?: boolean;
  size?: "sm" | "default";
  className?: string;
  contentClassName?: string;
  title?: string;
};

const loadMenu = () => import("./choice-select-menu");

/**
 * A select of one value among a list. Its Radix code loads on intent (`useLoadOnIntent`): closed,
 * it is a plain button with the same look, role and name, and the first press opens the real list.
 */
export function ChoiceSelect(props: ChoiceSelectProps) {
  const { loaded, open, setOpen, triggerProps } = useLoadOnIntent(loadMenu, { arrowKeys: true });
  if (loaded) return <loaded.ChoiceSelectMenu {...props} open={open} onOpenChange={setOpen} />;
  return (
    <SelectFrame
      size={props.size}
      aria-label={props.label}
      title={props.title}
      disabled={props.disabled}
      placeholder={props.value === ""}
      className={props.className}
      {...triggerProps}
    >
      <span className="min-w-0 truncate">{props.shown}</span>
    </SelectFrame>
  );
}
