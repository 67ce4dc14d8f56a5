"use client";

import { useId, useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { sitemapBodySchema } from "@/lib/data-api/schemas/search-console-tools";
import { isInProperty } from "@/lib/sitemaps/property-scope";
import * as z from "@/lib/zod-mini";
import { suggestedSitemapUrl } from "../_lib/sitemap-list";
import { SitemapCheckCell } from "./sitemap-check-cell";
import type { SitemapChanges } from "./use-sitemap-changes";

function problemOf(property: PropertyRef, propertyUri: string, feedpath: string): string | null {
  const parsed = z.safeParse(sitemapBodySchema, { ...property, feedpath });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? "Please check the address.";
  if (!isInProperty(propertyUri, new URL(parsed.data.feedpath)))
    return `Search Console accepts only sitemaps inside ${propertyUri}.`;
  return null;
}

/** The sitemap form: an address inside the property, an optional read by Rankwell, then Submit. */
export function SubmitSitemapDialog({
  property,
  propertyUri,
  changes,
}: {
  property: PropertyRef;
  propertyUri: string;
  changes: SitemapChanges;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [feedpath, setFeedpath] = useState(() => suggestedSitemapUrl(propertyUri));
  const [error, setError] = useState<string | undefined>();
  const [reading, setReading] = useState<string | null>(null);
  const submitting = changes.pending("submit");

  const validate = () => {
    const problem = problemOf(property, propertyUri, feedpath);
    setError(problem ?? undefined);
    return problem === null;
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    changes.run({ action: "submit", body: { ...property, feedpath: feedpath.trim() } }, () =>
      setOpen(false),
    );
  };
  const read = () => {
    if (URL.canParse(feedpath.trim())) setReading(feedpath.trim());
    else validate();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setReading(null);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          Submit a sitemap
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid grid-cols-1 gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Submit a sitemap</DialogTitle>
            <DialogDescription>
              Google reads a new sitemap within a few days; until then it shows here as pending.
            </DialogDescription>
          </DialogHeader>
          <FormField
            id={`${id}-feedpath`}
            label="Sitemap address"
            hint={`It must be inside ${propertyUri}.`}
            error={error}
          >
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                autoComplete="off"
                value={feedpath}
                onChange={(event) => {
                  setFeedpath(event.target.value);
                  setError(undefined);
                  setReading(null);
                }}
              />
            )}
          </FormField>
          {reading ? (
            <div className="rounded-md border bg-muted/40 p-3 text-sm" aria-live="polite">
              <p className="mb-1 text-xs text-muted-foreground">Rankwell&apos;s read of the file</p>
              <SitemapCheckCell property={property} url={reading} />
            </div>
          ) : null}
          <DialogFooter className="gap-2">
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Cancel
              </Button>
            </DialogClose>
            <Button type="button" variant="outline" onClick={read}>
              Read it first
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? "Submitting…" : "Submit to Google"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
