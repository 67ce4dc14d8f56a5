import { load, type CheerioAPI } from "cheerio";
import type { Finding } from "./finding";

/** A fetched page as every area check sees it: the parsed document, its raw HTML, final URL and headers. */
export type PageContext = {
  $: CheerioAPI;
  html: string;
  url: URL;
  headers: Record<string, string>;
};

export type Area<T> = { data: T; findings: Finding[] };

export function pageContext(
  html: string,
  url: string,
  headers: Record<string, string> = {},
): PageContext {
  const lowerHeaders = Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]),
  );
  return { $: load(html), html, url: new URL(url), headers: lowerHeaders };
}

/** The content of every <meta> whose name or property is `key` (case-insensitive), in document order. */
export function metaValues($: CheerioAPI, key: string): string[] {
  return $(`meta[name="${key}" i], meta[property="${key}" i]`)
    .map((_, el) => ($(el).attr("content") ?? "").trim())
    .get();
}

/** Resolves `href` against the page; null when it is not a usable http(s) URL. */
export function resolveUrl(href: string, base: URL): URL | null {
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

export function isAbsoluteHttpUrl(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}

/** Two URLs name the same page when they match without their fragments. */
export function sameUrl(a: URL, b: URL): boolean {
  return a.href.replace(/#.*$/, "") === b.href.replace(/#.*$/, "");
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
