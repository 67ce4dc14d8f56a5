// A runPagespeed answer in the shape of google-fixtures/psi-mobile.json: Lighthouse's result for
// the requested categories and the CrUX field data of the page and its origin.
import { DATASETS } from "../world/catalog";
import { performanceAudits, type Audit } from "./audits";
import { checkAudits, checkRefs, checkScore, type CategoryId } from "./checks";
import { fieldData } from "./field";
import { labRun, performanceScore, WEIGHTS, type Strategy } from "./lab";
import { text } from "./strings";

const LIGHTHOUSE_VERSION = "12.8.2";
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/137.0.0.0 Safari/537.36";
const NETWORK_AGENT: Record<Strategy, string> = {
  mobile:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
  desktop:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Safari/537.36 Chrome-Lighthouse",
};

const TITLES: Record<CategoryId, string> = {
  performance: "performanceCategoryTitle",
  accessibility: "a11yCategoryTitle",
  "best-practices": "bestPracticesCategoryTitle",
  seo: "seoCategoryTitle",
};

const ACRONYMS: Record<string, string> = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
  "speed-index": "SI",
};

const WORLD_HOSTS = Object.values(DATASETS).flatMap((d) => [...d.hosts]);

function category(id: CategoryId, audits: Record<string, Audit>, score: number) {
  const auditRefs =
    id === "performance"
      ? Object.entries(WEIGHTS).map(([ref, weight]) => ({
          id: ref,
          weight,
          group: "metrics",
          acronym: ACRONYMS[ref],
        }))
      : checkRefs(id);
  return { id, title: text("config/default-config", TITLES[id]), score, auditRefs };
}

export function pagespeedResult(
  url: URL,
  strategy: Strategy,
  categories: readonly CategoryId[],
  now: Date,
) {
  const run = labRun(url, strategy);
  const audits = {
    ...(categories.includes("performance") ? performanceAudits(url, run, strategy) : {}),
    ...checkAudits(url, categories),
  };
  const scores: Record<CategoryId, () => number> = {
    performance: () => performanceScore(run),
    accessibility: () => checkScore("accessibility", audits),
    "best-practices": () => checkScore("best-practices", audits),
    seo: () => checkScore("seo", audits),
  };
  const fetchTime = now.toISOString();
  return {
    captchaResult: "CAPTCHA_NOT_NEEDED",
    kind: "pagespeedonline#result",
    id: url.href,
    ...fieldData(url, run, strategy, WORLD_HOSTS),
    lighthouseResult: {
      requestedUrl: url.href,
      finalUrl: url.href,
      mainDocumentUrl: url.href,
      finalDisplayedUrl: url.href,
      lighthouseVersion: LIGHTHOUSE_VERSION,
      userAgent: CHROME,
      fetchTime,
      environment: {
        networkUserAgent: NETWORK_AGENT[strategy],
        hostUserAgent: CHROME,
        benchmarkIndex: 1480 + Math.round(run.slowness * 180),
      },
      runWarnings: [],
      configSettings: {
        emulatedFormFactor: strategy,
        formFactor: strategy,
        locale: "en-US",
        onlyCategories: categories,
        channel: "lr",
      },
      audits,
      categories: Object.fromEntries(
        categories.map((id) => [id, category(id, audits, scores[id]())]),
      ),
      timing: { total: Math.round(7000 + 14000 * run.slowness) + 0.4 },
    },
    analysisUTCTimestamp: fetchTime,
  };
}
