import { issue, type Finding } from "./finding";
import { effectiveDirectives, type RobotsRule } from "./robots-directives";

// What the robots rules that Googlebot obeys (all crawlers, robots, googlebot) mean for this page.
function where(rules: RobotsRule[], names: string[]): string {
  const hits = rules.filter((r) => r.directives.some((d) => names.includes(d.name)));
  const labels = hits.map((r) =>
    r.source === "meta" ? `<meta name="${r.agent}">` : "the X-Robots-Tag header",
  );
  return [...new Set(labels)].join(" and ") || "the robots rules";
}

export function googleFindings(rules: RobotsRule[]): Finding[] {
  const g = effectiveDirectives(rules.flatMap((r) => r.directives));
  const findings: Finding[] = [];
  if (g.noindex) {
    findings.push(
      issue(
        "error",
        "robots-noindex",
        `Google is told not to index this page (noindex in ${where(rules, ["noindex", "none"])}).`,
        "If the page should be found in search, remove noindex; if it is hidden on purpose, also leave it out of the sitemap.",
      ),
    );
  }
  if (g.nofollow) {
    findings.push(
      issue(
        "warning",
        "robots-nofollow",
        `Google is told not to follow any link on this page (nofollow in ${where(rules, ["nofollow", "none"])}).`,
        'Remove the page-wide nofollow and put rel="nofollow" only on the links you do not vouch for.',
      ),
    );
  }
  if (g.conflicting) {
    findings.push(
      issue(
        "warning",
        "robots-conflict",
        "The rules say both index and noindex; Google obeys the more restrictive one.",
        "Keep one robots statement per crawler so the intent is clear.",
      ),
    );
  }
  if (g.nosnippet || g.maxSnippet === 0) {
    findings.push(
      issue(
        "warning",
        "robots-nosnippet",
        "Google may not show any text snippet for this page, so results show the title alone.",
        "Remove nosnippet / max-snippet:0, or use data-nosnippet on the parts of the page that must not be quoted.",
      ),
    );
  } else if (g.maxSnippet !== null && g.maxSnippet < 50) {
    findings.push(
      issue(
        "info",
        "robots-max-snippet",
        `Snippets are limited to ${g.maxSnippet} characters, shorter than a normal result line.`,
        "Use max-snippet:-1 (no limit) unless a legal reason requires a short quote.",
      ),
    );
  }
  if (g.maxImagePreview === "none" || g.maxImagePreview === "standard") {
    findings.push(
      issue(
        "info",
        "robots-image-preview",
        `max-image-preview:${g.maxImagePreview} keeps large image previews out of Discover and image results.`,
        "Use max-image-preview:large if you want large previews in Google Discover.",
      ),
    );
  }
  if (g.noimageindex) {
    findings.push(
      issue(
        "info",
        "robots-noimageindex",
        "Images on this page will not be indexed by Google Images.",
        "Remove noimageindex if image search traffic matters for this page.",
      ),
    );
  }
  if (g.noarchive) {
    findings.push(
      issue(
        "info",
        "robots-noarchive",
        "noarchive is set; Google no longer shows cached pages, but Bing still honours it.",
        "No change needed unless you want Bing to show a cached copy.",
      ),
    );
  }
  if (g.unavailableAfter) {
    const date = new Date(g.unavailableAfter);
    if (Number.isNaN(date.getTime())) {
      findings.push(
        issue(
          "warning",
          "robots-unavailable-after-invalid",
          `unavailable_after has a date Google may not read: “${g.unavailableAfter}”.`,
          "Write the date in ISO 8601, e.g. unavailable_after: 2026-12-31.",
        ),
      );
    } else if (date.getTime() < Date.now()) {
      findings.push(
        issue(
          "error",
          "robots-unavailable-after-past",
          `unavailable_after is ${g.unavailableAfter}, which has passed: Google drops this page from results.`,
          "Remove the directive or move the date forward if the page is still current.",
        ),
      );
    } else {
      findings.push(
        issue(
          "info",
          "robots-unavailable-after",
          `Google will drop this page from results after ${g.unavailableAfter}.`,
          "Check the date is the one you want; remove it for evergreen pages.",
        ),
      );
    }
  }
  return findings;
}
