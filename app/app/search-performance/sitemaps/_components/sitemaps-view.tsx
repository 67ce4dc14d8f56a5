"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { WidgetState } from "@/components/data-state/widget-state";
import { WrappingUrl } from "@/components/data-table/url-cell";
import { Button } from "@/components/ui/button";
import { useSitemapIndexesChildren, useSitemaps } from "@/hooks/queries/use-sitemaps-data-query";
import { dataErrorToast } from "@/lib/notifications/catalog";
import { replaceQuery } from "@/lib/routing/replace-query";
import { useSearchConsoleScope } from "./use-search-console-scope";
import { sitemapSummary } from "../_lib/sitemap-list";
import { ScopeConsent } from "./scope-consent";
import { SitemapDetails } from "./sitemap-details";
import { SitemapSummary } from "./sitemap-summary";
import { SitemapsTable } from "./sitemaps-table";
import { SubmitSitemapDialog } from "./submit-sitemap-dialog";
import { useSitemapChanges } from "./use-sitemap-changes";

/** The open sitemap lives in the URL (?sitemap=), so a link or a reload shows the same panel. */
function useOpenSitemap(): [string | null, (path: string | null) => void] {
  const pathname = usePathname();
  const params = useSearchParams();
  const set = (path: string | null) => {
    const next = new URLSearchParams(params.toString());
    if (path) next.set("sitemap", path);
    else next.delete("sitemap");
    replaceQuery(pathname, next.toString());
  };
  return [params.get("sitemap"), set];
}

/** The sitemaps of the selected Search Console property, Rankwell's read of each, submit and remove. */
export function SitemapsView() {
  const scope = useSearchConsoleScope();
  const sitemaps = useSitemaps(scope.ref);
  const changes = useSitemapChanges();
  const [openPath, setOpenPath] = useOpenSitemap();
  const indexes = (sitemaps.data ?? []).filter((s) => s.isSitemapsIndex).map((s) => s.path);
  const children = useSitemapIndexesChildren(scope.ref, indexes);
  const summary = sitemapSummary(
    sitemaps.data ?? [],
    children.flatMap((q) => q.data ?? []),
  );

  if (scope.status === "loading")
    return (
      <WidgetState
        status="loading"
        label="your Search Console property"
        skeleton="table"
        rows={5}
      />
    );
  if (scope.status === "none" || !scope.ref || !scope.propertyUri)
    return (
      <WidgetState
        status="empty"
        title="No Search Console property selected"
        description="Sitemaps come from a Search Console property. Connect one to a project, then choose it in the filter bar."
        action={
          <Button asChild variant="outline">
            <Link prefetch={false} href="/app/settings/#projects">
              Connect a property in Settings
            </Link>
          </Button>
        }
      />
    );

  const { ref, propertyUri } = scope;
  const list = sitemaps.data;
  const open = list?.find((s) => s.path === openPath) ?? null;
  let body: React.ReactNode;
  if (sitemaps.isError && !list) {
    const toast = dataErrorToast(sitemaps.error);
    body = (
      <WidgetState
        status="error"
        title={toast.title}
        message={toast.message}
        onRetry={() => void sitemaps.refetch()}
        retrying={sitemaps.isFetching}
      />
    );
  } else if (!list) {
    body = <WidgetState status="loading" label="the sitemaps" skeleton="table" rows={5} />;
  } else if (list.length === 0) {
    body = (
      <WidgetState
        status="empty"
        title="No sitemap submitted yet"
        description={`Search Console has no sitemap for ${propertyUri}. Submit the address of your sitemap so Google finds every page you want indexed.`}
      />
    );
  } else {
    body = (
      <div className="grid grid-cols-1 gap-4">
        <SitemapSummary
          summary={summary}
          childrenPending={children.some((q) => q.isPending)}
          childrenMissing={children.filter((q) => q.isError && !q.data).length}
          onRetryChildren={() => children.forEach((q) => q.isError && void q.refetch())}
        />
        <p className="text-sm text-muted-foreground">
          Figures from Search Console; errors and warnings count the sitemaps inside each index too.
          Rankwell also reads each file itself. Select a row for the sitemap&apos;s details and, for
          an index, the sitemaps it lists.
        </p>
        <SitemapsTable
          sitemaps={list}
          property={ref}
          propertyUri={propertyUri}
          onOpen={(sitemap) => setOpenPath(sitemap.path)}
        />
      </div>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 text-sm text-muted-foreground">
          Property <WrappingUrl url={propertyUri} className="font-medium text-foreground" />
        </p>
        <SubmitSitemapDialog
          key={propertyUri}
          property={ref}
          propertyUri={propertyUri}
          changes={changes}
        />
      </div>
      <ScopeConsent changes={changes} />
      {body}
      <SitemapDetails
        sitemap={open}
        property={ref}
        changes={changes}
        onClose={() => setOpenPath(null)}
      />
    </div>
  );
}
