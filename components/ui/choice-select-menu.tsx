"use client";

import type { ChoiceSelectProps } from "./choice-select";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "./select";

/** `ChoiceSelect` once its code has loaded (the first press loads it and opens it). */
export function ChoiceSelectMenu({
  label,
  value,
  shown,
  choices,
  leading,
  onValueChange,
  disabled,
  size,
  className,
  contentClassName,
  title,
  open,
  onOpenChange,
}: ChoiceSelectProps & { open: boolean; onOpenChange(open: boolean): void }) {
  const text = <span className="min-w-0 truncate">{shown}</span>;
  return (
    <Select
      value={value}
      open={open}
      onOpenChange={onOpenChange}
      disabled={disabled}
      onValueChange={onValueChange}
    >
      <SelectTrigger size={size} aria-label={label} title={title} className={className}>
        <SelectValue placeholder={text}>{text}</SelectValue>
      </SelectTrigger>
      <SelectContent align="start" className={contentClassName}>
        {leading && (
          <>
            <SelectItem value={leading.value}>{leading.label}</SelectItem>
            {choices.length > 0 && <SelectSeparator />}
          </>
        )}
        {/* Closed, Radix still renders every item off screen; a list such as the countries is long. */}
        {(open ? choices : choices.filter((choice) => choice.value === value)).map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
