"use client";

import { Pencil } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useLoadOnIntent } from "@/components/ui/load-on-intent";
import type { BrandTermsSource } from "@/lib/search-performance/brand";

// The popover and its form load on intent, not with the view.
const loadPopover = () => import("./brand-terms-popover");

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
  const { loaded, open, setOpen, triggerProps } = useLoadOnIntent(loadPopover, { popup: "dialog" });
  const button = (closed: object) => (
    <Button variant="ghost" size="sm" className="h-7 px-2" {...closed}>
      <Pencil aria-hidden />
      Edit brand terms
    </Button>
  );
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
      {loaded ? (
        <loaded.BrandTermsPopover
          terms={terms}
          source={source}
          onChange={onChange}
          trigger={button({})}
          open={open}
          setOpen={setOpen}
        />
      ) : (
        button(triggerProps)
      )}
    </div>
  );
}
