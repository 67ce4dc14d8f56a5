// The shareable form of a check: ?url=<site>&pages=<page> <page> …, with "https://" left out
// (it is what a URL without a scheme becomes) and pages separated by spaces, which URLs never contain.

const compact = (url: string) => url.trim().replace(/^https:\/\//i, "");

export function shareQuery(site: string, pages: string[]): string {
  const params = new URLSearchParams({ url: compact(site), pages: pages.map(compact).join(" ") });
  return `?${params.toString()}`;
}

export function readShareQuery(search: string): { site: string; pages: string[] } | null {
  const params = new URLSearchParams(search);
  const site = params.get("url")?.trim();
  const pages = (params.get("pages") ?? "").split(/\s+/).filter(Boolean);
  return site ? { site, pages } : null;
}
