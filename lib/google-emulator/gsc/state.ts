// What the emulator remembers between Search Console requests: sitemap submissions and URL
// inspection quota use, per account and property. Kept per process, like the grant registry.
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

const KEY = Symbol.for("rankwell.google-emulator.gsc-state");

export function gscState(): GscState {
  const store = globalThis as { [KEY]?: GscState };
  return (store[KEY] ??= new GscState());
}
