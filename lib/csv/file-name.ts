import type { DateRange } from "@/lib/dates/format";

/**
 * The name of an export of one property over a range: `<what>-<site>-<start>-<end>.csv`, the site
 * without its scheme or `sc-domain:`, every run of other characters a single dash, so the name is
 * letters, digits, dots and dashes (what the export routes accept) and at most 120 characters.
 */
export function propertyExportName(what: string, siteUrl: string, range: DateRange): string {
  const site = siteUrl
    .replace(/^sc-domain:|^https?:\/\//, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const name = `${what}-${site}-${range.startDate}-${range.endDate}`.replace(/-+/g, "-");
  return `${name.slice(0, 116)}.csv`;
}
