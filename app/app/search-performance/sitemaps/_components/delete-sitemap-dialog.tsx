"use client";

import { WrappingUrl } from "@/components/data-table/url-cell";
import { useState } from "react";
import { Trash2 } from "lucide-react";
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
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import type { SitemapChanges } from "./use-sitemap-changes";

/** "Remove" with a confirmation: the file stays on the site, only the report forgets it. `onDone` runs once removed, or once the removal waits for permission. */
export function DeleteSitemapDialog({
  property,
  path,
  changes,
  onDone,
}: {
  property: PropertyRef;
  path: string;
  changes: SitemapChanges;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const removing = changes.pending("delete");
  const confirm = () =>
    changes.run({ action: "delete", body: { ...property, feedpath: path } }, () => {
      setOpen(false);
      onDone();
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-destructive">
          <Trash2 aria-hidden />
          Remove from Search Console
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove this sitemap from Search Console?</DialogTitle>
          <DialogDescription>
            <WrappingUrl url={path} />
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">
          Search Console stops showing it in the sitemaps report. The file stays on your site, and
          Google may still find it through robots.txt; you can submit it again at any time.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={removing}>
            {removing ? "Removing…" : "Remove sitemap"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
