// What the emulator remembers between Search Console requests: sitemap submissions and URL
// inspection quota use, per account and property. Each emulator instance keeps its own.
import { storeEntry, type EmulatorStore } from "../data/router";

export type SitemapChange = { submittedAt?: number; deleted?: boolean };
export type QuotaUse = { day: number; perDay: number; minute: number; perMinute: number };

export class GscState {
  readonly sitemaps = new Map<string, Map<string, SitemapChange>>();
  readonly inspections = new Map<string, QuotaUse>();

  sitemapChanges(accountId: string, siteUrl: string): Map<string, SitemapChange> {
    const key = `${accountId} ${siteUrl}`;
    let changes = this.sitemaps.get(key);
    if (!changes) this.sitemaps.set(key, (changes = new Map()));
    return changes;
  }
}

export const gscState = (store: EmulatorStore): GscState =>
  storeEntry(store, "searchconsole", () => new GscState());
