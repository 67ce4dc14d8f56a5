import "server-only";
import { safeFetch, type SafeFetchOptions } from "@/lib/security/safe-fetch";
import { ToolError } from "@/lib/tools/tool-route";
import type { FetchedPage } from "./analyse";

// Google reads the first 2 MB of an HTML file; the head, where the tags live, comes long before that.
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;

export type FetchOptions = Pick<SafeFetchOptions, "allowHosts" | "timeoutMs">;

function looksLikeHtml(body: string): boolean {
  return /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html|head)\b/i.test(body.slice(0, 2048));
}

/** Fetches a user-supplied page for analysis: HTML only, and only when it answers without an HTTP error. */
export async function fetchHtmlPage(url: string, options: FetchOptions = {}): Promise<FetchedPage> {
  const response = await safeFetch(url, {
    ...options,
    maxBytes: MAX_PAGE_BYTES,
    truncate: true,
    accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
  });
  if (response.status >= 400) {
    throw new ToolError(
      502,
      "target_http_error",
      `The page answered HTTP ${response.status}, so there are no tags to check.`,
    );
  }
  const type = response.contentType?.split(";")[0]?.trim() ?? "";
  if (type ? !HTML_TYPES.test(type) : !looksLikeHtml(response.body)) {
    throw new ToolError(
      415,
      "not_html",
      `That address returned ${type || "a file without a content type"}, not an HTML page.`,
    );
  }
  return {
    requestedUrl: response.requestedUrl,
    url: response.url,
    status: response.status,
    headers: response.headers,
    html: response.body,
    redirects: response.redirects,
    truncated: response.truncated,
  };
}
