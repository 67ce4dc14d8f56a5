import { issue, pass, type Finding } from "./finding";
import { hreflangProblem } from "./language-code";
import { parseLinkHeader } from "./link-header";
import {
  isAbsoluteHttpUrl,
  plural,
  resolveUrl,
  sameUrl,
  type Area,
  type PageContext,
} from "./page";

export type HreflangEntry = {
  lang: string;
  href: string;
  resolved: string | null;
  source: "html" | "header";
  problem: string | null;
  self: boolean;
};
export type HreflangData = { entries: HreflangEntry[]; hasXDefault: boolean; hasSelf: boolean };

function entry(lang: string, href: string, source: "html" | "header", url: URL): HreflangEntry {
  const resolved = resolveUrl(href, url);
  return {
    lang,
    href,
    resolved: resolved?.href ?? null,
    source,
    problem: hreflangProblem(lang),
    self: resolved ? sameUrl(resolved, url) : false,
  };
}

function readEntries({ $, url, headers }: PageContext): HreflangEntry[] {
  const html = $("link[hreflang]")
    .filter((_, el) => ($(el).attr("rel") ?? "").toLowerCase().split(/\s+/).includes("alternate"))
    .map((_, el) =>
      entry(($(el).attr("hreflang") ?? "").trim(), ($(el).attr("href") ?? "").trim(), "html", url),
    )
    .get();
  const header = parseLinkHeader(headers.link)
    .filter((link) => link.rel.includes("alternate") && link.hreflang !== undefined)
    .map((link) => entry(link.hreflang ?? "", link.href, "header", url));
  return [...html, ...header];
}

export function checkHreflang(
  ctx: PageContext,
  canonicalTarget: string | null,
): Area<HreflangData> {
  const entries = readEntries(ctx);
  const hasXDefault = entries.some((e) => e.lang.toLowerCase() === "x-default");
  const hasSelf = entries.some((e) => e.self);
  const data = { entries, hasXDefault, hasSelf };
  if (entries.length === 0) {
    const fix =
      'Only if the page has translations or country versions: link every version, this one included, with <link rel="alternate" hreflang="…" href="…">.';
    return { data, findings: [issue("info", "hreflang-none", "No hreflang annotations.", fix)] };
  }
  const findings: Finding[] = [];
  for (const bad of entries.filter((e) => e.problem)) {
    findings.push(
      issue(
        "error",
        "hreflang-invalid-code",
        `hreflang="${bad.lang}" is ignored: ${bad.problem}.`,
        "Use an ISO 639-1 language, optionally with an ISO 3166-1 country: en, en-GB, de-AT, or x-default.",
      ),
    );
  }
  const relative = entries.filter((e) => !isAbsoluteHttpUrl(e.href));
  if (relative.length > 0) {
    findings.push(
      issue(
        "error",
        "hreflang-relative",
        `${plural(relative.length, "hreflang link")} ${relative.length === 1 ? "uses" : "use"} a relative or invalid URL (${relative.map((e) => e.lang).join(", ")}); Google requires full URLs.`,
        "Write each href in full, with https:// and the host name.",
      ),
    );
  }
  const byLang = new Map<string, Set<string>>();
  for (const e of entries)
    byLang.set(
      e.lang.toLowerCase(),
      (byLang.get(e.lang.toLowerCase()) ?? new Set()).add(e.resolved ?? e.href),
    );
  const clashes = [...byLang].filter(([, urls]) => urls.size > 1).map(([lang]) => lang);
  if (clashes.length > 0) {
    findings.push(
      issue(
        "error",
        "hreflang-duplicate",
        `The same hreflang points to different URLs: ${clashes.join(", ")}.`,
        "Give each language-country code exactly one URL.",
      ),
    );
  }
  if (!hasSelf) {
    findings.push(
      issue(
        "warning",
        "hreflang-no-self",
        "The hreflang set does not include this page itself.",
        `Add <link rel="alternate" hreflang="(this page's language)" href="${ctx.url.href}">; every version must list itself and all the others.`,
      ),
    );
  }
  if (!hasXDefault) {
    findings.push(
      issue(
        "info",
        "hreflang-no-x-default",
        "There is no x-default, the fallback for visitors whose language is not listed.",
        'Add hreflang="x-default" pointing to your language chooser or main version.',
      ),
    );
  }
  if (canonicalTarget && !sameUrl(new URL(canonicalTarget), ctx.url)) {
    findings.push(
      issue(
        "warning",
        "hreflang-not-canonical",
        "This page has hreflang links but its canonical points elsewhere; Google only uses hreflang on canonical pages.",
        "Put the hreflang set on the canonical URL, or make this page canonical.",
      ),
    );
  }
  if (!findings.some((f) => f.severity === "error" || f.severity === "warning")) {
    findings.unshift(
      pass(
        "hreflang-valid",
        `${plural(entries.length, "hreflang annotation")} with valid codes, full URLs and a self-reference.`,
      ),
    );
  }
  return { data, findings };
}
