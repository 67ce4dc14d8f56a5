import "server-only";
import { analysePage, type MetaTagsReport } from "./analyse";
import { fetchHtmlPage, type FetchOptions } from "./fetch-page";
import type { MetaTagsInput } from "./schema";

export async function runMetaTagsCheck(
  input: MetaTagsInput,
  options: FetchOptions = {},
): Promise<MetaTagsReport> {
  return analysePage(await fetchHtmlPage(input.url, options));
}
