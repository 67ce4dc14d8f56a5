import "server-only";
import { load } from "cheerio";
import { fetchHtmlPage, type FetchOptions } from "@/lib/tools/meta-tags/fetch-page";
import {
  readDescriptions,
  readSiteName,
  readTitles,
} from "@/lib/tools/meta-tags/title-description";
import type { SerpFetchInput, SerpFetchResult } from "./schema";

/** The title, meta description and site name a page gives Google, read from its HTML. */
export async function fetchSnippet(
  input: SerpFetchInput,
  options: FetchOptions = {},
): Promise<SerpFetchResult> {
  const page = await fetchHtmlPage(input.url, options);
  const $ = load(page.html);
  return {
    url: page.url,
    title: readTitles($)[0] ?? "",
    description: readDescriptions($)[0] ?? "",
    siteName: readSiteName($),
  };
}
