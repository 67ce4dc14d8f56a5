// The CPU-heavy part of each free tool, run on the worker pool's threads (pool.ts) so a large page
// never blocks the server's event loop. Arguments and results are copied between threads: plain
// data only, and failures the route shows are decided on the main thread.
import {
  analyzePage,
  type FetchedPage as BacklinkPage,
} from "@/lib/tools/backlink-checker/analyze";
import type { Target } from "@/lib/tools/backlink-checker/target";
import { analyseHtml, analyseText, type AnalyseOptions } from "@/lib/tools/keyword-density/analyse";
import { analysePage, type FetchedPage } from "@/lib/tools/meta-tags/analyse";
import { load } from "cheerio";
import {
  readDescriptions,
  readSiteName,
  readTitles,
} from "@/lib/tools/meta-tags/title-description";
import { analyseRobotsTxt, type RunInput } from "@/lib/tools/robots-txt/analyse";

export function keywordDensity(task: { html?: string; text?: string; options: AnalyseOptions }) {
  return task.html !== undefined
    ? analyseHtml(task.html, task.options)
    : analyseText(task.text ?? "", task.options);
}

export function metaTags(page: FetchedPage) {
  return analysePage(page);
}

export function serpSnippet(html: string) {
  const $ = load(html);
  return {
    title: readTitles($)[0] ?? "",
    description: readDescriptions($)[0] ?? "",
    siteName: readSiteName($),
  };
}

export function robotsTxt(task: { robotsTxt: string; input: RunInput }) {
  return analyseRobotsTxt(task.robotsTxt, task.input);
}

export function backlinkPage(task: { page: BacklinkPage; target: Target }) {
  return analyzePage(task.page, task.target);
}
