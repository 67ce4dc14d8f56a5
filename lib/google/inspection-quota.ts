import "server-only";
import { TZDate } from "@date-fns/tz";
import { addDays, startOfDay } from "date-fns";
import { bestEffort, type BestEffort } from "@/lib/db/best-effort";
import {
  deleteEndedWindows,
  inspectionUsage,
  reserveInspection,
  type Reservation,
  type UsageWindow,
} from "@/lib/db/queries/url-inspection-usage";
import type { Db } from "@/lib/db/types";
import { GoogleApiError } from "./api-error";

export type InspectionQuotaLeft = { minuteRemaining: number; dayRemaining: number };

/** Google's URL Inspection budget per property (developers.google.com/webmaster-tools/limits). */
export const INSPECTION_LIMITS = { perMinute: 600, perDay: 2000 } as const;

const MINUTE_MS = 60_000;
const PURGE_EVERY_MS = 10 * MINUTE_MS;

type Windows = readonly [day: UsageWindow, minute: UsageWindow];

/** The windows an inspection at `now` counts in: its Pacific day, then its clock minute. */
function windowsAt(now: number, perDay: number, perMinute: number): Windows {
  const day = startOfDay(new TZDate(now, "America/Los_Angeles"));
  const minute = now - (now % MINUTE_MS);
  return [
    { kind: "day", start: new Date(+day), end: new Date(+addDays(day, 1)), limit: perDay },
    {
      kind: "minute",
      start: new Date(minute),
      end: new Date(minute + MINUTE_MS),
      limit: perMinute,
    },
  ];
}

/** The same counting in this process's memory: without a database, or while it is unreachable. */
class MemoryUsage {
  private readonly counts = new Map<string, { end: number; used: number }>();

  private static key = (siteUrl: string, w: UsageWindow) =>
    `${w.kind} ${w.start.toISOString()} ${siteUrl}`;

  usage(siteUrl: string, windows: readonly UsageWindow[]): number[] {
    return windows.map((w) => this.counts.get(MemoryUsage.key(siteUrl, w))?.used ?? 0);
  }

  reserve(siteUrl: string, windows: readonly UsageWindow[], now: number): Reservation {
    for (const [key, count] of this.counts) if (count.end <= now) this.counts.delete(key);
    const used = this.usage(siteUrl, windows);
    const full = windows.find((w, i) => (used[i] as number) >= w.limit);
    if (full) return { refused: full.kind };
    windows.forEach((w, i) =>
      this.counts.set(MemoryUsage.key(siteUrl, w), { end: +w.end, used: (used[i] as number) + 1 }),
    );
    return { used: used.map((n) => n + 1) };
  }
}

/**
 * URL Inspection's per-property budget (600 a minute, 2,000 a Pacific day), counted so that a call
 * Google would refuse is refused before it is sent. With a database the count is shared by every app
 * server; minutes are clock minutes. Other tools inspecting the same property spend the same budget,
 * so Google may still refuse first.
 */
export class InspectionQuota {
  private readonly perMinute: number;
  private readonly perDay: number;
  private readonly now: () => number;
  private readonly db: (() => Promise<Db>) | undefined;
  private readonly store: BestEffort;
  private readonly memory = new MemoryUsage();
  private lastPurge = 0;

  constructor(
    options: {
      perMinute?: number;
      perDay?: number;
      now?: () => number;
      /** The database that holds the shared count; without one, this process counts alone. */
      db?: () => Promise<Db>;
    } = {},
  ) {
    this.perMinute = options.perMinute ?? INSPECTION_LIMITS.perMinute;
    this.perDay = options.perDay ?? INSPECTION_LIMITS.perDay;
    this.now = options.now ?? Date.now;
    this.db = options.db;
    this.store = bestEffort("url-inspection-quota", { now: this.now });
  }

  private shared<T>(work: (db: Db) => Promise<T>, fallback: () => T): Promise<T> {
    const db = this.db;
    if (!db) return Promise.resolve(fallback());
    return this.store.run(async () => work(await db()), fallback);
  }

  private static left([day, minute]: Windows, [dayUsed = 0, minuteUsed = 0]: number[]) {
    return {
      minuteRemaining: Math.max(0, minute.limit - minuteUsed),
      dayRemaining: Math.max(0, day.limit - dayUsed),
    };
  }

  /** What is left for `siteUrl` now. */
  async remaining(siteUrl: string): Promise<InspectionQuotaLeft> {
    const windows = windowsAt(this.now(), this.perDay, this.perMinute);
    const used = await this.shared(
      (db) => inspectionUsage(db, siteUrl, windows),
      () => this.memory.usage(siteUrl, windows),
    );
    return InspectionQuota.left(windows, used);
  }

  /** Spends one inspection, or throws kind quota_daily / rate_limit when none is left. */
  async take(siteUrl: string): Promise<InspectionQuotaLeft> {
    const now = this.now();
    const windows = windowsAt(now, this.perDay, this.perMinute);
    const outcome = await this.shared(
      async (db) => {
        // Before reserving: a failed purge then falls back without having counted in both places.
        if (now - this.lastPurge >= PURGE_EVERY_MS) {
          this.lastPurge = now;
          await deleteEndedWindows(db, new Date(now));
        }
        return reserveInspection(db, siteUrl, windows);
      },
      () => this.memory.reserve(siteUrl, windows, now),
    );
    if ("used" in outcome) return InspectionQuota.left(windows, outcome.used);
    if (outcome.refused === "day") {
      throw new GoogleApiError(
        "quota_daily",
        `Today's URL Inspection quota for this property (${this.perDay.toLocaleString("en-US")} a day) is used up. It resets at midnight Pacific time.`,
        { status: 429, api: "searchConsole", reason: "inspectionDailyQuota" },
      );
    }
    throw new GoogleApiError(
      "rate_limit",
      `URL Inspection allows ${this.perMinute} inspections a minute per property. Wait a minute and try again.`,
      {
        status: 429,
        api: "searchConsole",
        reason: "inspectionMinuteQuota",
        retryAfterMs: +windows[1].end - now,
      },
    );
  }
}
