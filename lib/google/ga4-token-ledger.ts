import "server-only";
import { TZDate } from "@date-fns/tz";
import { addDays, startOfDay } from "date-fns";
import { bestEffort, type BestEffort } from "@/lib/db/best-effort";
import {
  deleteEndedTokenWindows,
  recordTokens,
  tokenUsage,
  type TokenCount,
  type TokenWindow,
} from "@/lib/db/queries/ga4-token-usage";
import type { Db } from "@/lib/db/types";
import { GoogleApiError } from "./api-error";
import { apiLabel } from "./api-labels";
import type { Ga4PropertyQuota } from "./schemas/analytics";

/** A standard property's Core token buckets (google-apis.md §3.7); Analytics 360 has more. */
export const GA4_TOKEN_LIMITS = { day: 200_000, hour: 40_000, project_hour: 14_000 } as const;

const API = "analyticsData";
const HOUR_MS = 3_600_000;
const PURGE_EVERY_MS = 10 * 60_000;

export type Ga4TokenWindowState = TokenCount & { kind: TokenWindow["kind"]; resetsAt: string };

/** The windows a report at `now` counts in: the property's Pacific day and the clock hour (twice). */
function windowsAt(now: number): TokenWindow[] {
  const day = startOfDay(new TZDate(now, "America/Los_Angeles"));
  const hour = now - (now % HOUR_MS);
  const hourWindow = { start: new Date(hour), end: new Date(hour + HOUR_MS) };
  return [
    { kind: "day", start: new Date(+day), end: new Date(+addDays(day, 1)) },
    { kind: "hour", ...hourWindow },
    { kind: "project_hour", ...hourWindow },
  ];
}

const QUOTA_FIELDS = {
  day: "tokensPerDay",
  hour: "tokensPerHour",
  project_hour: "tokensPerProjectPerHour",
} as const satisfies Record<TokenWindow["kind"], keyof Ga4PropertyQuota>;

/** The same counting in this process's memory: without a database, or while it is unreachable. */
class MemoryTokens {
  private readonly counts = new Map<string, TokenCount & { end: number }>();
  private static key = (property: string, w: TokenWindow) =>
    `${w.kind} ${w.start.toISOString()} ${property}`;

  usage(property: string, windows: readonly TokenWindow[]): TokenCount[] {
    return windows.map((w) => {
      const c = this.counts.get(MemoryTokens.key(property, w));
      return { consumed: c?.consumed ?? 0, remaining: c?.remaining ?? null };
    });
  }

  record(property: string, counts: readonly (TokenWindow & TokenCount)[], now: number) {
    for (const [key, c] of this.counts) if (c.end <= now) this.counts.delete(key);
    for (const c of counts) {
      const key = MemoryTokens.key(property, c);
      const seen = this.counts.get(key);
      const remaining =
        c.remaining === null
          ? (seen?.remaining ?? null)
          : seen?.remaining == null
            ? c.remaining
            : Math.min(seen.remaining, c.remaining);
      this.counts.set(key, {
        end: +c.end,
        consumed: (seen?.consumed ?? 0) + c.consumed,
        remaining,
      });
    }
  }
}

/**
 * GA4's token buckets per property, counted where every app server sees them. Each report asks
 * Google for `propertyQuota`; what it says was spent and is left is recorded per window, and a
 * bucket Google says is empty (or a RESOURCE_EXHAUSTED answer) refuses the property's next reports
 * on every server until its window ends, instead of sending requests Google would refuse. Other
 * tools reading the same property spend the same buckets, which the next answer then shows.
 */
export class Ga4TokenLedger {
  private readonly now: () => number;
  private readonly db: (() => Promise<Db>) | undefined;
  private readonly store: BestEffort;
  private readonly memory = new MemoryTokens();
  private lastPurge = 0;

  constructor(options: { now?: () => number; db?: () => Promise<Db> } = {}) {
    this.now = options.now ?? Date.now;
    this.db = options.db;
    this.store = bestEffort("ga4-token-ledger", { now: this.now });
  }

  private shared<T>(work: (db: Db) => Promise<T>, fallback: () => T): Promise<T> {
    const db = this.db;
    if (!db) return Promise.resolve(fallback());
    return this.store.run(async () => work(await db()), fallback);
  }

  /** The property's windows now: tokens spent through Rankwell, and what Google last said is left. */
  async usage(property: string): Promise<Ga4TokenWindowState[]> {
    const windows = windowsAt(this.now());
    const counts = await this.shared(
      (db) => tokenUsage(db, property, windows),
      () => this.memory.usage(property, windows),
    );
    return windows.map((w, i) => ({
      kind: w.kind,
      resetsAt: w.end.toISOString(),
      ...(counts[i] as TokenCount),
    }));
  }

  /** Throws quota_daily or rate_limit, as Google would, when a window of the property is empty. */
  async check(property: string): Promise<void> {
    const now = this.now();
    const empty = (await this.usage(property)).find((w) => w.remaining === 0);
    if (!empty) return;
    const { label } = apiLabel(API);
    if (empty.kind === "day") {
      throw new GoogleApiError(
        "quota_daily",
        `Today's ${label} quota is used up. It resets at midnight Pacific time.`,
        { status: 429, api: API, reason: "ga4TokensPerDay" },
      );
    }
    throw new GoogleApiError(
      "rate_limit",
      `${label} allows this property only so many requests an hour, and they are used up. Try again after ${new Date(empty.resetsAt).toISOString().slice(11, 16)} UTC.`,
      {
        status: 429,
        api: API,
        reason: empty.kind === "hour" ? "ga4TokensPerHour" : "ga4TokensPerProjectPerHour",
        retryAfterMs: Date.parse(empty.resetsAt) - now,
      },
    );
  }

  /** What one answer's `propertyQuota` says was spent and is left. */
  async record(property: string, quota: Ga4PropertyQuota | undefined): Promise<void> {
    if (!quota) return;
    const now = this.now();
    const counts = windowsAt(now).flatMap((w) => {
      const status = quota[QUOTA_FIELDS[w.kind]];
      return status ? [{ ...w, consumed: status.consumed, remaining: status.remaining }] : [];
    });
    await this.write(property, counts, now);
  }

  /** Google refused a report for quota: the day's bucket (quota_daily) or the hour's is empty. */
  async exhausted(property: string, kind: "quota_daily" | "rate_limit"): Promise<void> {
    const now = this.now();
    const counts = windowsAt(now)
      .filter((w) => (kind === "quota_daily" ? w.kind === "day" : w.kind === "hour"))
      .map((w) => ({ ...w, consumed: 0, remaining: 0 }));
    await this.write(property, counts, now);
  }

  private write(property: string, counts: (TokenWindow & TokenCount)[], now: number) {
    if (counts.length === 0) return Promise.resolve();
    return this.shared(
      async (db) => {
        if (now - this.lastPurge >= PURGE_EVERY_MS) {
          this.lastPurge = now;
          await deleteEndedTokenWindows(db, new Date(now));
        }
        await recordTokens(db, property, counts);
      },
      () => this.memory.record(property, counts, now),
    );
  }
}
