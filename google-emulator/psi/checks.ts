// Pass/fail audits of the accessibility, best-practices and SEO categories, with the weights their
// categories give them. Each page passes or fails each check the same way every time.
import { stringSeed, unit } from "../world/ga4-noise";
import type { Audit } from "./audits";
import { text } from "./strings";

export type CategoryId = "performance" | "accessibility" | "best-practices" | "seo";

type Check = { id: string; file: string; passRate: number; refs: [CategoryId, number][] };

const CHECKS: readonly Check[] = [
  {
    id: "color-contrast",
    file: "audits/accessibility/color-contrast",
    passRate: 0.55,
    refs: [["accessibility", 7]],
  },
  {
    id: "image-alt",
    file: "audits/accessibility/image-alt",
    passRate: 0.75,
    refs: [
      ["accessibility", 10],
      ["seo", 1],
    ],
  },
  { id: "label", file: "audits/accessibility/label", passRate: 0.85, refs: [["accessibility", 7]] },
  {
    id: "link-name",
    file: "audits/accessibility/link-name",
    passRate: 0.7,
    refs: [["accessibility", 7]],
  },
  {
    id: "html-has-lang",
    file: "audits/accessibility/html-has-lang",
    passRate: 0.95,
    refs: [["accessibility", 7]],
  },
  {
    id: "document-title",
    file: "audits/accessibility/document-title",
    passRate: 0.97,
    refs: [
      ["accessibility", 7],
      ["seo", 1],
    ],
  },
  { id: "is-on-https", file: "audits/is-on-https", passRate: 1, refs: [["best-practices", 5]] },
  {
    id: "errors-in-console",
    file: "audits/errors-in-console",
    passRate: 0.6,
    refs: [["best-practices", 1]],
  },
  { id: "deprecations", file: "audits/deprecations", passRate: 0.9, refs: [["best-practices", 5]] },
  { id: "is-crawlable", file: "audits/seo/is-crawlable", passRate: 0.97, refs: [["seo", 4.043]] },
  {
    id: "meta-description",
    file: "audits/seo/meta-description",
    passRate: 0.8,
    refs: [["seo", 1]],
  },
  { id: "http-status-code", file: "audits/seo/http-status-code", passRate: 1, refs: [["seo", 1]] },
  { id: "link-text", file: "audits/seo/link-text", passRate: 0.75, refs: [["seo", 1]] },
  {
    id: "crawlable-anchors",
    file: "audits/seo/crawlable-anchors",
    passRate: 0.85,
    refs: [["seo", 1]],
  },
  { id: "robots-txt", file: "audits/seo/robots-txt", passRate: 0.93, refs: [["seo", 1]] },
];

/** The checks of `categories` for `url`; plain-http pages fail the HTTPS check. */
export function checkAudits(url: URL, categories: readonly CategoryId[]): Record<string, Audit> {
  const seed = stringSeed(url.href);
  const site = stringSeed(url.host);
  const audits: Audit[] = CHECKS.filter((c) =>
    c.refs.some(([category]) => categories.includes(category)),
  ).map((check, i) => {
    // Most checks pass or fail site-wide (the template), a few per page.
    const u = 0.7 * unit(site, i, 31) + 0.3 * unit(seed, i, 32);
    const pass = check.id === "is-on-https" ? url.protocol === "https:" : u < check.passRate;
    return {
      id: check.id,
      title: text(check.file, pass ? "title" : "failureTitle"),
      description: text(check.file, "description"),
      score: pass ? 1 : 0,
      scoreDisplayMode: "binary",
    };
  });
  return Object.fromEntries(audits.map((a) => [a.id, a]));
}

/** Each category's references to the checks, as `auditRefs`. */
export function checkRefs(category: CategoryId) {
  return CHECKS.flatMap((c) =>
    c.refs.filter(([id]) => id === category).map(([, weight]) => ({ id: c.id, weight })),
  );
}

/** A category's score: the weighted share of its checks that pass, to two decimals. */
export function checkScore(category: CategoryId, audits: Record<string, Audit>): number {
  let passed = 0;
  let total = 0;
  for (const { id, weight } of checkRefs(category)) {
    passed += weight * (audits[id]?.score ?? 0);
    total += weight;
  }
  return Math.round((passed / total) * 100) / 100;
}
