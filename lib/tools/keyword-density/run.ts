import "server-only";
import { safeFetch, type SafeFetchOptions } from "@/lib/security/safe-fetch";
import { ToolError } from "@/lib/tools/tool-route";
import { runToolTask } from "@/lib/tools/worker/pool";
import type { AnalyseOptions, KeywordDensityResult } from "./analyse";
import type { KeywordDensityRequest } from "./schema";

// Google reads the first 2 MB of an HTML file; a longer page is analysed up to there.
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)$/i;
const HTML_START = /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html|head|body)\b/i;

export type KeywordDensitySource =
  | { kind: "url"; requestedUrl: string; url: string; truncated: boolean }
  | { kind: "text"; characters: number };

export type KeywordDensityResponse = KeywordDensityResult & { source: KeywordDensitySource };

async function fetchPage(url: string, fetchOptions: Pick<SafeFetchOptions, "allowHosts">) {
  const page = await safeFetch(url, {
    ...fetchOptions,
    maxBytes: MAX_PAGE_BYTES,
    truncate: true,
    accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
  });
  if (page.status >= 400) {
    throw new ToolError(
      502,
      "target_http_error",
      `The page answered HTTP ${page.status}, so there is no text to count.`,
    );
  }
  const type = page.contentType?.split(";")[0]?.trim() ?? "";
  if (type ? !HTML_TYPES.test(type) : !HTML_START.test(page.body.slice(0, 2048))) {
    throw new ToolError(
      415,
      "not_html",
      `That address returned ${type || "a file without a content type"}, not an HTML page.`,
    );
  }
  return page;
}

/** Fetches the page (or takes the pasted text) and counts its words and phrases. */
export async function runKeywordDensity(
  input: KeywordDensityRequest,
  fetchOptions: Pick<SafeFetchOptions, "allowHosts"> = {},
  signal?: AbortSignal,
): Promise<KeywordDensityResponse> {
  const options: AnalyseOptions = {
    language: input.language === "auto" ? undefined : input.language,
    includeStopWords: input.includeStopWords,
    phrase: input.phrase || undefined,
  };
  let response: KeywordDensityResponse;
  if (input.url !== undefined) {
    const page = await fetchPage(input.url, fetchOptions);
    const result = await runToolTask(
      "keywordDensity",
      { html: page.body, options: { ...options, url: page.url } },
      signal,
    );
    response = {
      ...result,
      source: {
        kind: "url",
        requestedUrl: page.requestedUrl,
        url: page.url,
        truncated: page.truncated,
      },
    };
  } else {
    const text = input.text ?? "";
    const result = await runToolTask("keywordDensity", { text, options }, signal);
    response = { ...result, source: { kind: "text", characters: text.length } };
  }
  if (response.totalWords === 0) {
    throw new ToolError(
      422,
      "no_text",
      input.url !== undefined
        ? "No visible words were found on that page. If it builds its content with JavaScript, paste the rendered text instead."
        : "No words were found in the pasted text.",
    );
  }
  return response;
}
