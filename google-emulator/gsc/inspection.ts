// POST v1/urlInspection/index:inspect — the indexed version of one URL, with Search Console's
// per-property quota (600 a minute, 2,000 a Pacific day) counted per account and property.
import { apiError, invalidArgument, quotaExceeded } from "../data/api-errors";
import type { DataRequestContext } from "../data/router";
import { jsonResponse } from "../oauth/wire-errors";
import { findSite, worldFor, type SiteEntry } from "../world/catalog";
import { pacificClock } from "../world/search-dates";
import { mix32, textHash } from "../world/search-random";
import { buildSite, type SiteModel } from "../world/search-site";
import { inspectionDetails } from "./inspection-details";
import { lastCrawlTime } from "./inspection-crawl";
import { crawlPlan, indexStatus } from "./inspection-verdict";
import { inProperty } from "./sites";
import { gscState } from "./state";

export const INSPECTIONS_PER_MINUTE = 600;
export const INSPECTIONS_PER_DAY = 2_000;
const SERVICE = "searchconsole.googleapis.com";
const models = new Map<string, SiteModel>();

const denied = () =>
  apiError(403, "You do not own this site, or the inspected URL is not part of this property.", {
    reason: "forbidden",
  });

/** Counts one inspection; a 429 when the property's minute or day budget is spent. */
function spendQuota(c: DataRequestContext, site: SiteEntry): Response | null {
  const key = `${c.account.id} ${site.siteUrl}`;
  const day = pacificClock(c.now).today;
  const minute = Math.floor(c.now.getTime() / 60_000);
  const uses = gscState(c.store).inspections;
  const use = uses.get(key) ?? { day, perDay: 0, minute, perMinute: 0 };
  if (use.day !== day) Object.assign(use, { day, perDay: 0 });
  if (use.minute !== minute) Object.assign(use, { minute, perMinute: 0 });
  uses.set(key, use);
  if (use.perDay >= INSPECTIONS_PER_DAY) {
    return quotaExceeded(SERVICE, {
      name: "UrlInspectionRequestsPerDayPerSite",
      value: INSPECTIONS_PER_DAY,
      perDay: true,
    });
  }
  if (use.perMinute >= INSPECTIONS_PER_MINUTE) {
    return quotaExceeded(SERVICE, {
      name: "UrlInspectionRequestsPerMinutePerSite",
      value: INSPECTIONS_PER_MINUTE,
    });
  }
  use.perDay += 1;
  use.perMinute += 1;
  return null;
}

export async function inspectUrl(c: DataRequestContext): Promise<Response> {
  const body = (await c.request.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== "object") return invalidArgument("Invalid JSON payload received.");
  for (const field of ["inspectionUrl", "siteUrl"] as const) {
    if (typeof body[field] !== "string" || body[field] === "") {
      return invalidArgument(`Missing required field: ${field}.`);
    }
  }
  const site = findSite(worldFor(c.account), body.siteUrl as string);
  if (!site || site.permissionLevel === "siteUnverifiedUser") return denied();
  let url: URL;
  try {
    url = new URL(body.inspectionUrl as string);
  } catch {
    return invalidArgument(`Invalid inspectionUrl: '${body.inspectionUrl}'.`);
  }
  if (!/^https?:$/.test(url.protocol) || !inProperty(site, url.href)) {
    return invalidArgument(`The URL '${url.href}' is not part of the property '${site.siteUrl}'.`);
  }
  const spent = spendQuota(c, site);
  if (spent) return spent;

  const model = models.get(site.dataset.id) ?? buildSite(site.dataset);
  models.set(site.dataset.id, model);
  const { today } = pacificClock(c.now);
  const inspected = indexStatus(model, site.dataset, url, today);
  const seed = textHash(url.href);
  const id = Buffer.from(
    Uint32Array.from([mix32(seed, 1), mix32(seed, 2), mix32(seed, 3), mix32(seed, 4)]).buffer,
  )
    .toString("base64url")
    .slice(0, 22);
  const link =
    `https://search.google.com/search-console/inspect?resource_id=` +
    `${encodeURIComponent(site.siteUrl)}&id=${id}&utm_medium=link`;
  const crawledAt = lastCrawlTime(url.href, c.now, today, crawlPlan(url.href, inspected));
  return jsonResponse(200, {
    inspectionResult: {
      inspectionResultLink: link,
      ...inspectionDetails(model, url.href, inspected, crawledAt),
    },
  });
}
