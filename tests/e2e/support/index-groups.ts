import { siteUrlsOf, type SiteUrlGroup } from "@/google-emulator/gsc/site-files";

/** Greenleaf's sitemap-only URLs that Google's index holds in `group` today (the emulator's plan). */
export function groupUrls(group: SiteUrlGroup): string[] {
  return siteUrlsOf("sc-domain:greenleaf.example")
    .filter((u) => u.group === group && !u.change)
    .map((u) => u.url);
}
