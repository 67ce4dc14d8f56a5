import "server-only";
import { ApiError } from "@/lib/api/errors";
import { COVERAGE_ISSUES, type CoverageIssue } from "@/lib/coverage/issues";
import { todaysPicks } from "@/lib/coverage/report";
import { readSitemapUrls } from "@/lib/coverage/site-urls";
import { searchConsoleRowsInOrder } from "@/lib/data-api/search-console";
import type { Db } from "@/lib/db/types";
import { shiftDay } from "@/lib/dates/compare";
import { pacificDate } from "@/lib/google/pacific-date";
import { isInProperty } from "@/lib/sitemaps/property-scope";
import { MAX_BATCH_URLS } from "./limits";
import type { CreateBatchInput } from "./schemas";
import { latestInspections } from "./store";

// The URLs of a new bulk inspection, from what the user chose: a pasted list, a sitemap of the
// property, its top pages by impressions, or the URLs of a Coverage issue.

export type BatchPlan = { label: string; urls: string[]; issue?: string };

/** Days Search Console data takes to settle: the top pages are read from final days only. */
const FINAL_LAG_DAYS = 3;
const TOP_PAGES_DAYS = 28;

const invalid = (message: string) => new ApiError(400, "invalid_input", message);

const fmt = (n: number) => n.toLocaleString("en-US");

/** The property's URLs of a pasted list, in order, once each; a URL outside it is an error. */
export function urlsOfList(siteUrl: string, text: string): string[] {
  const seen = new Set<string>();
  const outside: string[] = [];
  const broken: string[] = [];
  for (const token of text.split(/[\s,]+/)) {
    if (token === "") continue;
    const url = URL.canParse(token) ? new URL(token) : null;
    if (!url || !/^https?:$/.test(url.protocol)) broken.push(token);
    else if (!isInProperty(siteUrl, url)) outside.push(url.href);
    else seen.add(url.href);
  }
  if (broken.length > 0) {
    throw invalid(
      `${fmt(broken.length)} line${broken.length === 1 ? " is" : "s are"} not a full web address (starting with https:// or http://), e.g. "${broken[0]!.slice(0, 100)}".`,
    );
  }
  if (outside.length > 0) {
    throw invalid(
      `${fmt(outside.length)} URL${outside.length === 1 ? " is" : "s are"} not part of the property ${siteUrl}, e.g. ${outside[0]!.slice(0, 200)}. Search Console inspects only URLs of the property.`,
    );
  }
  if (seen.size === 0) throw invalid("Paste at least one URL.");
  if (seen.size > MAX_BATCH_URLS)
    throw invalid(`Paste at most ${fmt(MAX_BATCH_URLS)} URLs; this list has ${fmt(seen.size)}.`);
  return [...seen];
}

/** The property's pages with the most impressions over the last 28 final days. */
async function topPages(userId: string, siteUrl: string, count: number): Promise<string[]> {
  const endDate = shiftDay(pacificDate(), -FINAL_LAG_DAYS);
  const rows = await searchConsoleRowsInOrder(userId, siteUrl, {
    projectId: "",
    propertyId: "",
    startDate: shiftDay(endDate, -(TOP_PAGES_DAYS - 1)),
    endDate,
    dimensions: ["page"],
    dataState: "final",
    table: { sort: "impressions", desc: true, pageIndex: 0, pageSize: 1 },
  });
  const urls: string[] = [];
  for (const row of rows) {
    const url = row.keys[0];
    if (url && URL.canParse(url) && isInProperty(siteUrl, new URL(url))) urls.push(url);
    if (urls.length >= count) break;
  }
  return urls;
}

const isIssue = (key: string): key is CoverageIssue => Object.hasOwn(COVERAGE_ISSUES, key);

/** What a new batch inspects, and what it is called in the list of batches. */
export async function planBatch(
  db: Db,
  userId: string,
  siteUrl: string,
  input: CreateBatchInput,
): Promise<BatchPlan> {
  switch (input.source) {
    case "list": {
      const urls = urlsOfList(siteUrl, input.urls);
      return { label: `${fmt(urls.length)} pasted URL${urls.length === 1 ? "" : "s"}`, urls };
    }
    case "sitemap": {
      if (!isInProperty(siteUrl, new URL(input.sitemap)))
        throw invalid(`The sitemap ${input.sitemap} is not part of the property ${siteUrl}.`);
      const read = await readSitemapUrls(siteUrl, [input.sitemap], { maxUrls: MAX_BATCH_URLS });
      if (read.urls.length === 0) {
        throw invalid(
          read.problems[0]?.message ??
            `The sitemap ${input.sitemap} lists no URL of this property.`,
        );
      }
      return { label: `Sitemap ${input.sitemap}`, urls: read.urls.map((u) => u.url) };
    }
    case "top_pages": {
      const urls = await topPages(userId, siteUrl, input.count);
      if (urls.length === 0)
        throw invalid("Search Console shows no page of this property in the last 28 days.");
      return { label: `Top ${fmt(urls.length)} pages by impressions`, urls };
    }
    case "issue":
    case "validate": {
      if (!isIssue(input.issue)) throw invalid("Unknown issue.");
      const urls = (await latestInspections(db, userId, siteUrl))
        .filter((i) => i.issue === input.issue)
        .map((i) => i.url)
        .slice(0, MAX_BATCH_URLS);
      if (urls.length === 0) throw invalid("No inspected URL has this issue now.");
      const label = COVERAGE_ISSUES[input.issue].label;
      return input.source === "validate"
        ? { label: `Validate fix: ${label}`, urls, issue: input.issue }
        : { label, urls };
    }
    case "priority": {
      const urls = await todaysPicks(db, userId, siteUrl);
      if (urls.length === 0) {
        throw invalid(
          "Nothing to inspect today: the budget is spent, or every known URL was inspected today.",
        );
      }
      return { label: `Today's picks: ${fmt(urls.length)} URLs`, urls };
    }
  }
}
