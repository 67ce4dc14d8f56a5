import "server-only";
import { fetchHtmlPage, type FetchOptions } from "@/lib/tools/meta-tags/fetch-page";
import { runToolTask } from "@/lib/tools/worker/pool";
import type { SerpFetchInput, SerpFetchResult } from "./schema";

/** The title, meta description and site name a page gives Google, read from its HTML. */
export async function fetchSnippet(
  input: SerpFetchInput,
  options: FetchOptions = {},
  signal?: AbortSignal,
): Promise<SerpFetchResult> {
  const page = await fetchHtmlPage(input.url, options);
  return { url: page.url, ...(await runToolTask("serpSnippet", page.html, signal)) };
}
