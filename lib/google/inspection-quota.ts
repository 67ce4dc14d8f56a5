import { GoogleApiError } from "./api-error";
import { pacificDate } from "./pacific-date";

export type InspectionQuotaLeft = { minuteRemaining: number; dayRemaining: number };

const MINUTE_MS = 60_000;

/**
 * URL Inspection's per-property budget (600 a minute, 2,000 a Pacific day), counted in this
 * process so that a call Google would refuse is refused before it is sent. Other tools inspecting
 * the same property spend the same budget, so Google may still refuse first.
 */
export class InspectionQuota {
  private readonly perMinute: number;
  private readonly perDay: number;
  private readonly now: () => number;
  private readonly sites = new Map<string, { recent: number[]; day: string; used: number }>();

  constructor(options: { perMinute?: number; perDay?: number; now?: () => number } = {}) {
    this.perMinute = options.perMinute ?? 600;
    this.perDay = options.perDay ?? 2000;
    this.now = options.now ?? Date.now;
  }

  private site(siteUrl: string) {
    const now = this.now();
    const day = pacificDate(now);
    let site = this.sites.get(siteUrl);
    if (!site || site.day !== day) {
      site = { recent: site?.recent ?? [], day, used: 0 };
      this.sites.set(siteUrl, site);
    }
    while (site.recent.length > 0 && (site.recent[0] as number) <= now - MINUTE_MS) {
      site.recent.shift();
    }
    return site;
  }

  /** What is left for `siteUrl` now. */
  remaining(siteUrl: string): InspectionQuotaLeft {
    const site = this.site(siteUrl);
    return {
      minuteRemaining: Math.max(0, this.perMinute - site.recent.length),
      dayRemaining: Math.max(0, this.perDay - site.used),
    };
  }

  /** Spends one inspection, or throws kind quota_daily / rate_limit when none is left. */
  take(siteUrl: string): InspectionQuotaLeft {
    const site = this.site(siteUrl);
    if (site.used >= this.perDay) {
      throw new GoogleApiError(
        "quota_daily",
        `Today's URL Inspection quota for this property (${this.perDay.toLocaleString("en-US")} a day) is used up. It resets at midnight Pacific time.`,
        { status: 429, api: "searchConsole", reason: "inspectionDailyQuota" },
      );
    }
    if (site.recent.length >= this.perMinute) {
      const retryAfterMs = (site.recent[0] as number) + MINUTE_MS - this.now();
      throw new GoogleApiError(
        "rate_limit",
        `URL Inspection allows ${this.perMinute} inspections a minute per property. Wait a minute and try again.`,
        { status: 429, api: "searchConsole", reason: "inspectionMinuteQuota", retryAfterMs },
      );
    }
    site.recent.push(this.now());
    site.used += 1;
    return this.remaining(siteUrl);
  }
}
