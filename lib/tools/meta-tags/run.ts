import "server-only";
import { runToolTask } from "@/lib/tools/worker/pool";
import type { MetaTagsReport } from "./analyse";
import { fetchHtmlPage, type FetchOptions } from "./fetch-page";
import type { MetaTagsInput } from "./schema";

export async function runMetaTagsCheck(
  input: MetaTagsInput,
  options: FetchOptions = {},
  signal?: AbortSignal,
): Promise<MetaTagsReport> {
  return runToolTask("metaTags", await fetchHtmlPage(input.url, options), signal);
}
