// sitemaps.list / get / submit / delete. Submissions and deletions are remembered per account
// and property; a submitted sitemap stays pending for five minutes of the emulator's clock.
import { apiError, invalidArgument, sitePermissionDenied } from "../data/api-errors";
import type { DataRequestContext } from "../data/router";
import { jsonResponse } from "../oauth/wire-errors";
import type { SiteEntry } from "../world/catalog";
import { pacificClock } from "../world/search-dates";
import { catalogSitemaps, pagesOnHost, type WireSitemap } from "./sitemap-catalog";
import { inProperty, readableSite } from "./sites";
import { gscState } from "./state";

const PROCESSING_MS = 5 * 60_000;
const notFound = () => apiError(404, "Not Found", { status: null, reason: "notFound" });

/** The property's sitemaps as this account sees them now (children keep their parent). */
function currentSitemaps(c: DataRequestContext, site: SiteEntry) {
  const changes = gscState(c.store).sitemapChanges(c.account.id, site.siteUrl);
  const now = c.now.getTime();
  const known = catalogSitemaps(site, pacificClock(c.now).today).filter(
    (s) => !changes.get(s.path)?.deleted,
  );
  for (const [path, change] of changes) {
    if (change.deleted || change.submittedAt === undefined) continue;
    const processed = now - change.submittedAt >= PROCESSING_MS;
    const existing = known.find((s) => s.path === path);
    const submitted: WireSitemap = {
      path,
      lastSubmitted: new Date(change.submittedAt).toISOString(),
      isPending: !processed,
      isSitemapsIndex: existing?.isSitemapsIndex ?? false,
      ...(processed
        ? {
            type: existing?.type ?? "sitemap",
            lastDownloaded: new Date(change.submittedAt + PROCESSING_MS).toISOString(),
          }
        : {}),
      warnings: "0",
      errors: "0",
      ...(processed
        ? {
            contents: existing?.contents ?? [
              { type: "web", submitted: String(pagesOnHost(site, path)), indexed: "0" },
            ],
          }
        : {}),
    };
    if (existing) Object.assign(existing, submitted);
    else known.push(submitted);
  }
  return known;
}

const wire = ({ parent: _parent, ...sitemap }: WireSitemap & { parent?: string }) => sitemap;

function siteAndFeed(c: DataRequestContext): { site: SiteEntry; feed: string } | Response {
  const site = readableSite(c, c.params[0] ?? "");
  if (site instanceof Response) return site;
  return { site, feed: c.params[1] ?? "" };
}

/** GET …/sitemaps[?sitemapIndex=…] — top-level sitemaps, or an index's children. */
export function listSitemaps(c: DataRequestContext): Response {
  const site = readableSite(c, c.params[0] ?? "");
  if (site instanceof Response) return site;
  const index = c.url.searchParams.get("sitemapIndex");
  const list = currentSitemaps(c, site).filter((s) =>
    index ? "parent" in s && s.parent === index : !("parent" in s && s.parent),
  );
  return jsonResponse(200, list.length > 0 ? { sitemap: list.map(wire) } : {});
}

export function getSitemap(c: DataRequestContext): Response {
  const found = siteAndFeed(c);
  if (found instanceof Response) return found;
  const sitemap = currentSitemaps(c, found.site).find((s) => s.path === found.feed);
  return sitemap ? jsonResponse(200, wire(sitemap)) : notFound();
}

function writableSite(c: DataRequestContext) {
  const found = siteAndFeed(c);
  if (found instanceof Response) return found;
  if (found.site.permissionLevel === "siteRestrictedUser") {
    return sitePermissionDenied(found.site.siteUrl);
  }
  return found;
}

/** PUT …/sitemaps/{feedpath} — needs the full webmasters scope and owner or full access. */
export function submitSitemap(c: DataRequestContext): Response {
  const found = writableSite(c);
  if (found instanceof Response) return found;
  if (!/^https?:\/\//.test(found.feed) || !inProperty(found.site, found.feed)) {
    return invalidArgument(`Sitemap '${found.feed}' is not within the property.`);
  }
  const changes = gscState(c.store).sitemapChanges(c.account.id, found.site.siteUrl);
  changes.set(found.feed, { submittedAt: c.now.getTime() });
  return new Response(null, { status: 204 });
}

/** DELETE …/sitemaps/{feedpath} — removes it from the report (404 when unknown). */
export function deleteSitemap(c: DataRequestContext): Response {
  const found = writableSite(c);
  if (found instanceof Response) return found;
  const present = currentSitemaps(c, found.site).some((s) => s.path === found.feed);
  if (!present) return notFound();
  gscState(c.store)
    .sitemapChanges(c.account.id, found.site.siteUrl)
    .set(found.feed, { deleted: true });
  return new Response(null, { status: 204 });
}
