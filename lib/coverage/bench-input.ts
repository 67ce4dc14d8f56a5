// A large property's known URLs for the bench and the scale test: the same list for the same
// arguments, mixing sitemap-only URLs, pages seen in search (some long ago), falling pages and
// inspections of every issue, a few of them today.
import { COVERAGE_ISSUES, type CoverageIssue } from "./issues";
import { dayNumber, type KnownUrlInput } from "./knowledge";

const ISSUES = Object.keys(COVERAGE_ISSUES) as CoverageIssue[];
const HISTORY_DAYS = 400;

/** mulberry32: a small seeded generator, so every run builds the same URLs. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `n` known URLs of one property as of `today` (`YYYY-MM-DD`), deterministic. */
export function syntheticKnownUrls(n: number, today: string): KnownUrlInput[] {
  const next = random(20_261_201);
  const now = dayNumber(today) ?? 0;
  const days = Array.from({ length: HISTORY_DAYS }, (_, ago) =>
    new Date((now - ago) * 86_400_000).toISOString().slice(0, 10),
  );
  const daysAgo = (max: number) => days[Math.floor(next() * max)]!;
  const inputs: KnownUrlInput[] = [];
  for (let i = 0; i < n; i += 1) {
    const inSitemap = next() < 0.7;
    const input: KnownUrlInput = {
      url: `https://www.greenleaf.example/section-${i % 97}/page-${i}`,
      inSitemap,
    };
    if (inSitemap) {
      input.sitemapLastmod = next() < 0.8 ? daysAgo(HISTORY_DAYS) : null;
      input.firstSeenInSitemap = daysAgo(120);
    }
    if (next() < 0.55) {
      const previous = Math.floor(next() ** 3 * 5_000);
      // One page in eight loses most of its impressions.
      const impressions = next() < 0.125 ? Math.floor(previous * next() * 0.4) : previous;
      input.lastImpressionDay = daysAgo(60);
      input.impressions = impressions;
      input.previousImpressions = previous;
      input.clicks = Math.floor(impressions * next() * 0.08);
    }
    if (next() < 0.25) {
      input.lastInspection = {
        day: next() < 0.04 ? today : daysAgo(90),
        issue: ISSUES[Math.floor(next() * ISSUES.length)]!,
      };
    }
    inputs.push(input);
  }
  return inputs;
}
