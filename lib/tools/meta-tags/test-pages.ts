import { pageContext, type PageContext } from "./page";
import type { Finding } from "./finding";

// Small helpers shared by the area tests: a page from a <head> and <body>, and compact finding lists.
export const PAGE_URL = "https://www.example.com/guides/crawl-budget/";

export function page(
  head: string,
  body = "",
  { url = PAGE_URL, headers = {}, htmlAttrs = ' lang="en"' } = {},
): PageContext {
  return pageContext(
    `<!doctype html><html${htmlAttrs}><head>${head}</head><body>${body}</body></html>`,
    url,
    headers,
  );
}

export function ids(findings: Finding[]): string[] {
  return findings.map((f) => `${f.severity}:${f.id}`);
}
