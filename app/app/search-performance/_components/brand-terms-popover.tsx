"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { parseBrandTerms, type BrandTermsSource } from "@/lib/search-performance/brand";

/** The brand terms' popover once its code has loaded (the first press loads it and opens it). */
export function BrandTermsPopover({
  terms,
  source,
  onChange,
  trigger,
  open,
  setOpen,
}: {
  terms: readonly string[];
  source: BrandTermsSource;
  onChange: (terms: string[] | null) => void;
  /** The edit button, the same one shown before this code loaded. */
  trigger: React.ReactElement;
  open: boolean;
  setOpen(open: boolean): void;
}) {
  const id = useId();
  const [text, setText] = useState(terms.join(", "));
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setText(terms.join(", "));
        setOpen(next);
      }}
    >
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent align="start" className="w-80" aria-label="Brand terms">
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = parseBrandTerms(text);
            onChange(parsed.length > 0 ? parsed : null);
            setOpen(false);
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-terms`}>Brand terms, separated by commas</Label>
            <Input
              id={`${id}-terms`}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="greenleaf, green leaf"
              autoComplete="off"
            />
            <p className="text-xs text-muted-foreground">
              A query is branded when it holds one of them as whole words, in any case; the words of
              a term may be written together or apart.
            </p>
          </div>
          <div className="flex justify-end gap-2">
            {source === "url" ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => {
                  onChange(null);
                  setOpen(false);
                }}
              >
                Reset
              </Button>
            ) : null}
            <Button type="submit" size="sm">
              Save
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}
