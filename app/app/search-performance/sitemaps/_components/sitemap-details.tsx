"use client";

import { WrappingUrl } from "@/components/data-table/url-cell";
import { ExternalLink, RotateCw } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import type { SitemapDto } from "@/lib/data-api/types";
import { formatNumber } from "@/lib/format/numbers";
import { formatTimestamp, sitemapTypeLabel } from "../_lib/sitemap-list";
import { DeleteSitemapDialog } from "./delete-sitemap-dialog";
import { SearchConsoleChildren } from "./search-console-children";
import { SitemapCheckPanel } from "./sitemap-check-panel";
import type { SitemapChanges } from "./use-sitemap-changes";
import { sitemapCheckKeys } from "./use-sitemap-check";

const CONTENT_TYPES: Record<string, string> = {
  web: "Pages",
  image: "Images",
  video: "Videos",
  news: "News articles",
  mobile: "Mobile pages",
  androidApp: "Android app links",
  iosApp: "iOS app links",
  pattern: "Pattern URLs",
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

function SearchConsoleFacts({ sitemap }: { sitemap: SitemapDto }) {
  return (
    <section aria-labelledby="sc-facts" className="grid grid-cols-1 gap-3">
      <h3 id="sc-facts" className="font-medium">
        In Search Console
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label="Submitted">{formatTimestamp(sitemap.lastSubmitted) ?? "—"}</Fact>
        <Fact label="Last read by Google">
          {formatTimestamp(sitemap.lastDownloaded) ?? "Not yet"}
        </Fact>
        <Fact label="Status">{sitemap.isPending ? "Pending" : "Processed"}</Fact>
        <Fact label={sitemap.isSitemapsIndex ? "Errors in the index file" : "Errors"}>
          {formatNumber(sitemap.errors)}
        </Fact>
        <Fact label={sitemap.isSitemapsIndex ? "Warnings in the index file" : "Warnings"}>
          {formatNumber(sitemap.warnings)}
        </Fact>
        {sitemap.contents.map((content) => (
          <Fact
            key={content.type}
            label={`${CONTENT_TYPES[content.type] ?? content.type} submitted`}
          >
            {formatNumber(content.submitted)}
          </Fact>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">
        Search Console&apos;s sitemaps report no longer tells how many submitted URLs are indexed,
        so Rankwell does not show that figure.
      </p>
    </section>
  );
}

/**
 * One sitemap beside the table: Search Console's figures (for an index, its children's too),
 * Rankwell's own read, and Remove.
 */
export function SitemapDetails({
  sitemap,
  property,
  changes,
  onClose,
}: {
  sitemap: SitemapDto | null;
  property: PropertyRef;
  changes: SitemapChanges;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const readAgain = (path: string) =>
    void queryClient.refetchQueries({ queryKey: sitemapCheckKeys.one(property, path) });
  return (
    <Sheet open={sitemap !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-2xl">
        {sitemap ? (
          <>
            <SheetHeader className="pr-10">
              <SheetTitle>
                <WrappingUrl url={sitemap.path} />
              </SheetTitle>
              <SheetDescription>{sitemapTypeLabel(sitemap)}</SheetDescription>
            </SheetHeader>
            <div className="grid grid-cols-1 gap-6 px-4">
              <SearchConsoleFacts sitemap={sitemap} />
              {sitemap.isSitemapsIndex ? (
                <section aria-labelledby="sc-children" className="grid grid-cols-1 gap-3">
                  <h3 id="sc-children" className="font-medium">
                    The index&apos;s sitemaps in Search Console
                  </h3>
                  <SearchConsoleChildren property={property} index={sitemap} />
                </section>
              ) : null}
              <section aria-labelledby="rankwell-read" className="grid grid-cols-1 gap-3">
                <div className="flex items-center justify-between gap-2">
                  <h3 id="rankwell-read" className="font-medium">
                    Rankwell&apos;s read of the file
                  </h3>
                  <Button variant="ghost" size="sm" onClick={() => readAgain(sitemap.path)}>
                    <RotateCw aria-hidden />
                    Read again
                  </Button>
                </div>
                <SitemapCheckPanel property={property} url={sitemap.path} />
              </section>
            </div>
            <div className="flex flex-wrap gap-2 p-4">
              <Button variant="outline" asChild>
                <a href={sitemap.path} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden />
                  Open the file
                </a>
              </Button>
              <DeleteSitemapDialog
                property={property}
                path={sitemap.path}
                changes={changes}
                onDone={onClose}
              />
            </div>
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
