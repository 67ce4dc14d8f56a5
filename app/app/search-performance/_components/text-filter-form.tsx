"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import {
  MAX_EXPRESSION_LENGTH,
  TEXT_OPERATORS,
  type TextOperator,
} from "@/lib/search-performance/url-state";
import { OPERATOR_LABELS } from "@/lib/search-performance/url-state";
import type { TextFilterProps } from "./text-filter-popover";

/** The filter's popover once its code has loaded (the first press loads it and opens it). */
export function TextFilterForm({
  label,
  value,
  onApply,
  trigger,
  open,
  setOpen,
}: TextFilterProps & {
  /** The filter's button, the same one shown before this code loaded. */
  trigger: React.ReactElement;
  open: boolean;
  setOpen(open: boolean): void;
}) {
  const id = useId();
  const [operator, setOperator] = useState<TextOperator>(value?.operator ?? "contains");
  const [expression, setExpression] = useState(value?.expression ?? "");
  const regex = operator === "regex" || operator === "excludeRegex";

  const onOpenChange = (next: boolean) => {
    // Each opening starts from the filter in force.
    if (next) {
      setOperator(value?.operator ?? "contains");
      setExpression(value?.expression ?? "");
    }
    setOpen(next);
  };
  const apply = () => {
    onApply(expression.trim() ? { operator, expression } : null);
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent align="start" className="w-80" aria-label={`${label} filter`}>
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label id={`${id}-op`}>{label} filter</Label>
            <Select value={operator} onValueChange={(v) => setOperator(v as TextOperator)}>
              <SelectTrigger size="sm" aria-labelledby={`${id}-op`} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TEXT_OPERATORS.map((op) => (
                  <SelectItem key={op} value={op}>
                    {OPERATOR_LABELS[op]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-text`}>
              {regex ? "Regular expression (RE2)" : `${label} text`}
            </Label>
            <Input
              id={`${id}-text`}
              value={expression}
              maxLength={MAX_EXPRESSION_LENGTH}
              onChange={(event) => setExpression(event.target.value)}
              placeholder={regex ? "^(how|what) " : label === "Page" ? "/blog/" : "garden"}
              autoComplete="off"
              spellCheck={false}
            />
            {regex ? (
              <p className="text-xs text-muted-foreground">
                Google&apos;s RE2 syntax: no lookarounds or backreferences. Matching is
                case-sensitive unless the pattern starts with (?i).
              </p>
            ) : null}
          </div>
          <div className="flex justify-end gap-2">
            {value ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => {
                  onApply(null);
                  setOpen(false);
                }}
              >
                Remove
              </Button>
            ) : null}
            <Button type="submit" size="sm">
              Apply
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}
