import { issue, pass } from "./finding";
import { googleFindings } from "./robots-google";
import type { Area, PageContext } from "./page";
import {
  KNOWN,
  effectiveDirectives,
  parseDirectives,
  parseXRobotsTag,
  type RobotsRule,
} from "./robots-directives";

export type RobotsData = { rules: RobotsRule[]; googleIndexable: boolean };

const CRAWLER_META = /^(robots|[\w-]*bot[\w-]*|slurp|yandex)$/i;
const GOOGLE_AGENTS = new Set(["*", "robots", "googlebot"]);

function readRules({ $, headers }: PageContext): RobotsRule[] {
  const meta = $("meta[name]")
    .filter((_, el) => CRAWLER_META.test($(el).attr("name") ?? ""))
    .map((_, el): RobotsRule => {
      const content = $(el).attr("content") ?? "";
      return {
        source: "meta",
        agent: ($(el).attr("name") ?? "").toLowerCase(),
        directives: parseDirectives(content),
        raw: content,
      };
    })
    .get()
    // A <meta name="chatbot-…"> is not a crawler rule: keep other names only when they hold directives.
    .filter((r) => r.agent === "robots" || r.directives.some((d) => KNOWN.has(d.name)));
  const header = headers["x-robots-tag"];
  return [...meta, ...(header ? parseXRobotsTag(header) : [])];
}

export function checkRobots(ctx: PageContext): Area<RobotsData> {
  const rules = readRules(ctx);
  const googleRules = rules.filter((r) => GOOGLE_AGENTS.has(r.agent));
  const findings = googleFindings(googleRules);
  for (const rule of rules.filter(
    (r) => !GOOGLE_AGENTS.has(r.agent) && !r.agent.startsWith("googlebot-"),
  )) {
    if (effectiveDirectives(rule.directives).noindex) {
      findings.push(
        issue(
          "info",
          `robots-noindex-${rule.agent}`,
          `${rule.agent} is told not to index this page; Google is not affected by this rule.`,
          `Remove the ${rule.agent} rule if the page should be found in that search engine too.`,
        ),
      );
    }
  }
  const unknown = [
    ...new Set(rules.flatMap((r) => r.directives.map((d) => d.name)).filter((n) => !KNOWN.has(n))),
  ];
  if (unknown.length > 0) {
    findings.push(
      issue(
        "info",
        "robots-unknown",
        `Unknown robots directive${unknown.length > 1 ? "s" : ""} ignored by search engines: ${unknown.join(", ")}.`,
        "Check the spelling (e.g. noindex, nofollow, max-snippet) and remove what is not a directive.",
      ),
    );
  }
  const googleIndexable = !effectiveDirectives(googleRules.flatMap((r) => r.directives)).noindex;
  if (!findings.some((f) => f.severity === "error" || f.severity === "warning")) {
    findings.unshift(
      pass(
        "robots-indexable",
        rules.length === 0
          ? "No robots meta tag or X-Robots-Tag header: the page may be indexed and its links followed."
          : "The robots rules let Google index the page and follow its links.",
      ),
    );
  }
  return { data: { rules, googleIndexable }, findings };
}
