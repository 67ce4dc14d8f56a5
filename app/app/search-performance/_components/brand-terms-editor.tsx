"use client";

import { useId, useState } from "react";
import { Pencil } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { parseBrandTerms, type BrandTermsSource } from "@/lib/search-performance/brand";

const SOURCE_TEXT: Record<BrandTermsSource, string> = {
  project: "the project's brand terms",
  url: "brand terms set in this view",
  property: "a guess from the property's domain",
};

/** The brand terms in force, where they come from, and a way to change them for this view. */
export function BrandTermsEditor({
  terms,
  source,
  onChange,
}: {
  terms: readonly string[];
  source: BrandTermsSource;
  /** Null goes back to the project's terms (or the guess). */
  onChange: (terms: string[] | null) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
      <span>
        {terms.length > 0 ? (
          <>
            Brand terms: <span className="font-medium text-foreground">{terms.join(", ")}</span> (
            {SOURCE_TEXT[source]})
          </>
        ) : (
          "No brand terms yet: add the names people search for your brand by."
        )}
      </span>
      <Popover
        open={open}
        onOpenChange={(next) => {
          if (next) setText(terms.join(", "));
          setOpen(next);
        }}
      >
        <PopoverTrigger asChild>
          <Button variant="ghost" size="sm" className="h-7 px-2">
            <Pencil aria-hidden />
            Edit brand terms
          </Button>
        </PopoverTrigger>
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
                A query is branded when it holds one of them as whole words, in any case; the words
                of a term may be written together or apart.
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
    </div>
  );
}
