import { describe, expect, it } from "vitest";
import type { GscInspection } from "@/lib/google/schemas/search-console";
import {
  ampDetails,
  canonicalMismatch,
  describeMoment,
  explainAmpIndexing,
  explainAmpVerdict,
  explainCoverage,
  explainCrawledAs,
  explainFetch,
  explainIndexing,
  explainRobots,
  explainSeverity,
  explainVerdict,
  httpUrl,
  inspectionRows,
  mobileUsabilityIssues,
  richResultTypes,
  type Explanation,
} from "./explain";

const PAGE = "https://www.example.com/guides/how-to-write-an-invoice";

const pass: GscInspection = {
  inspectionResultLink:
    "https://search.google.com/search-console/inspect?resource_id=sc-domain:example.com&id=q9V3mT0xRZ2kWb8cJpLs4A&utm_medium=link",
  indexStatusResult: {
    verdict: "PASS",
    coverageState: "Submitted and indexed",
    robotsTxtState: "ALLOWED",
    indexingState: "INDEXING_ALLOWED",
    lastCrawlTime: "2025-06-08T17:24:51Z",
    pageFetchState: "SUCCESSFUL",
    googleCanonical: PAGE,
    userCanonical: PAGE,
    sitemap: ["https://www.example.com/sitemap-guides.xml"],
    referringUrls: ["https://www.example.com/guides/"],
    crawledAs: "MOBILE",
  },
  mobileUsabilityResult: { verdict: "VERDICT_UNSPECIFIED" },
  richResultsResult: {
    verdict: "PASS",
    detectedItems: [
      { richResultType: "Breadcrumbs", items: [{ name: "Unnamed item" }] },
      {
        richResultType: "FAQ",
        items: [
          {
            name: "Unnamed item",
            issues: [{ issueMessage: 'Missing field "acceptedAnswer"', severity: "WARNING" }],
          },
        ],
      },
    ],
  },
};

const withStatus = (status: Partial<NonNullable<GscInspection["indexStatusResult"]>>) => ({
  ...pass,
  indexStatusResult: { ...pass.indexStatusResult!, ...status },
});

const CLOCK = { now: Date.parse("2025-06-11T18:00:00Z"), locale: "en-US", timeZone: "UTC" };

function expectAll(
  explain: (value: string | undefined) => Explanation,
  expected: Record<string, [string, Explanation["tone"]]>,
) {
  for (const [value, [label, tone]] of Object.entries(expected)) {
    const explanation = explain(value);
    expect([value, explanation.label, explanation.tone]).toEqual([value, label, tone]);
    expect(explanation.hint.length).toBeGreaterThan(10);
  }
}

describe("the enum explanations", () => {
  it("name every verdict", () => {
    expectAll(explainVerdict, {
      PASS: ["URL is on Google", "good"],
      NEUTRAL: ["URL is not on Google", "warn"],
      FAIL: ["URL is not on Google: error", "bad"],
      PARTIAL: ["Partially valid", "warn"],
      VERDICT_UNSPECIFIED: ["No verdict", "neutral"],
    });
    expect(explainVerdict(undefined).label).toBe("No verdict");
  });

  it("name every robots.txt state", () => {
    expectAll(explainRobots, {
      ALLOWED: ["Allowed", "good"],
      DISALLOWED: ["Blocked by robots.txt", "bad"],
      ROBOTS_TXT_STATE_UNSPECIFIED: ["Not checked", "neutral"],
    });
  });

  it("name every indexing state", () => {
    expectAll(explainIndexing, {
      INDEXING_ALLOWED: ["Yes", "good"],
      BLOCKED_BY_META_TAG: ["No: 'noindex' in a robots meta tag", "warn"],
      BLOCKED_BY_HTTP_HEADER: ["No: 'noindex' in the X-Robots-Tag header", "warn"],
      BLOCKED_BY_ROBOTS_TXT: ["No: blocked by robots.txt", "bad"],
      INDEXING_STATE_UNSPECIFIED: ["Unknown", "neutral"],
    });
  });

  it("name every page fetch state", () => {
    expectAll(explainFetch, {
      PAGE_FETCH_STATE_UNSPECIFIED: ["Not fetched", "neutral"],
      SUCCESSFUL: ["Successful", "good"],
      SOFT_404: ["Soft 404", "bad"],
      BLOCKED_ROBOTS_TXT: ["Blocked by robots.txt", "bad"],
      NOT_FOUND: ["Not found (404)", "bad"],
      ACCESS_DENIED: ["Access denied (401)", "bad"],
      SERVER_ERROR: ["Server error (5xx)", "bad"],
      REDIRECT_ERROR: ["Redirect error", "bad"],
      ACCESS_FORBIDDEN: ["Access forbidden (403)", "bad"],
      BLOCKED_4XX: ["Blocked by a 4xx error", "bad"],
      INTERNAL_CRAWL_ERROR: ["Google's internal error", "warn"],
      INVALID_URL: ["Invalid URL", "bad"],
    });
  });

  it("name every crawler, severity and AMP state", () => {
    expectAll(explainCrawledAs, {
      MOBILE: ["Googlebot smartphone", "neutral"],
      DESKTOP: ["Googlebot desktop", "neutral"],
      CRAWLING_USER_AGENT_UNSPECIFIED: ["Unknown", "neutral"],
    });
    expectAll(explainSeverity, { ERROR: ["Error", "bad"], WARNING: ["Warning", "warn"] });
    expectAll(explainAmpVerdict, {
      PASS: ["Valid AMP page", "good"],
      FAIL: ["AMP page has errors", "bad"],
    });
    expectAll(explainAmpIndexing, {
      AMP_INDEXING_ALLOWED: ["Yes", "good"],
      BLOCKED_DUE_TO_NOINDEX: ["No: 'noindex' on the AMP page", "warn"],
      BLOCKED_DUE_TO_EXPIRED_UNAVAILABLE_AFTER: ["No: 'unavailable_after' date has passed", "warn"],
      AMP_INDEXING_STATE_UNSPECIFIED: ["Unknown", "neutral"],
    });
  });

  it("show an unknown value as it came, in a neutral tone", () => {
    for (const explain of [explainVerdict, explainRobots, explainIndexing, explainFetch]) {
      expect(explain("SOMETHING_NEW")).toMatchObject({ label: "SOMETHING_NEW", tone: "neutral" });
    }
    expect(explainFetch("constructor")).toMatchObject({ label: "constructor", tone: "neutral" });
  });
});

describe("explainCoverage", () => {
  it("keeps Google's text, takes the verdict's tone and explains known reasons", () => {
    const noindex = explainCoverage("Excluded by ‘noindex’ tag", "NEUTRAL");
    expect(noindex).toMatchObject({ label: "Excluded by ‘noindex’ tag", tone: "warn" });
    expect(noindex.hint).toMatch(/noindex rule keeps the page out/);
    expect(explainCoverage("Crawled – currently not indexed", "NEUTRAL").hint).toMatch(
      /chose not to index/,
    );
  });

  it("falls back to the verdict's hint for text it does not know (another language)", () => {
    expect(explainCoverage("Gesendet und indexiert", "PASS")).toEqual({
      label: "Gesendet und indexiert",
      tone: "good",
      hint: explainVerdict("PASS").hint,
    });
    expect(explainCoverage(undefined, "PASS")).toMatchObject({ label: "Not reported" });
  });
});

describe("canonicalMismatch", () => {
  it("is null when Google follows the declared canonical, or chose none", () => {
    expect(canonicalMismatch(pass, PAGE)).toBeNull();
    expect(canonicalMismatch(withStatus({ googleCanonical: undefined }), PAGE)).toBeNull();
    const host = withStatus({
      userCanonical: "HTTPS://WWW.EXAMPLE.COM/guides/how-to-write-an-invoice",
    });
    expect(canonicalMismatch(host, PAGE)).toBeNull();
  });

  it("finds a declared canonical Google did not follow", () => {
    const result = withStatus({ googleCanonical: `${PAGE}/` });
    expect(canonicalMismatch(result, PAGE)).toEqual({ declared: PAGE, chosen: `${PAGE}/` });
  });

  it("finds Google choosing another URL when the page declares none", () => {
    const result = withStatus({
      userCanonical: undefined,
      googleCanonical: "https://example.com/a",
    });
    expect(canonicalMismatch(result, PAGE)).toEqual({
      declared: null,
      chosen: "https://example.com/a",
    });
    expect(canonicalMismatch(withStatus({ userCanonical: undefined }), PAGE)).toBeNull();
  });
});

describe("inspectionRows", () => {
  it("lists the index status in order, in plain words", () => {
    const rows = inspectionRows(pass, { ...CLOCK, url: PAGE });
    expect(rows.map((row) => [row.label, row.tone])).toEqual([
      ["Verdict", "good"],
      ["Coverage", "good"],
      ["robots.txt", "good"],
      ["Indexing allowed", "good"],
      ["Page fetch", "good"],
      ["Last crawl", "neutral"],
      ["Crawled as", "neutral"],
      ["User-declared canonical", "good"],
      ["Google-selected canonical", "good"],
    ]);
    expect(rows.find((row) => row.key === "lastCrawl")?.value).toMatch(
      /^3 days ago \(Jun 8, 2025, 5:24\sPM UTC\)$/,
    );
  });

  it("writes the last crawl in UTC without a clock, and says when Google never crawled", () => {
    const crawl = (result: GscInspection, clock = {}) =>
      inspectionRows(result, clock).find((row) => row.key === "lastCrawl");
    expect(crawl(pass)?.value).toBe("Jun 8, 2025, 17:24 UTC");
    expect(crawl(withStatus({ lastCrawlTime: undefined }), CLOCK)).toMatchObject({
      value: "Never crawled",
      tone: "warn",
    });
  });

  it("flags both canonicals when Google chose another URL", () => {
    const result = withStatus({
      userCanonical: undefined,
      googleCanonical: "https://example.com/a",
    });
    const rows = inspectionRows(result, { url: PAGE });
    expect(rows.slice(-2).map((row) => [row.value, row.tone])).toEqual([
      ["None declared", "warn"],
      ["https://example.com/a", "warn"],
    ]);
  });

  it("shows a result without an index status as unknowns, not a crash", () => {
    const rows = inspectionRows({ indexStatusResult: undefined });
    expect(rows.map((row) => row.value)).toEqual([
      "No verdict",
      "Not reported",
      "Not checked",
      "Unknown",
      "Not fetched",
      "Never crawled",
      "Unknown",
      "None declared",
      "None yet",
    ]);
  });
});

describe("the other results", () => {
  it("counts rich result items and reads their issues", () => {
    expect(richResultTypes(pass)).toEqual([
      { type: "Breadcrumbs", count: 1, issues: [] },
      {
        type: "FAQ",
        count: 1,
        issues: [
          {
            message: 'Missing field "acceptedAnswer"',
            severity: explainSeverity("WARNING"),
            item: "Unnamed item",
          },
        ],
      },
    ]);
  });

  it("reads mobile usability issues only when there are some", () => {
    expect(mobileUsabilityIssues(pass)).toEqual([]);
    const issues = mobileUsabilityIssues({
      ...pass,
      mobileUsabilityResult: {
        verdict: "FAIL",
        issues: [
          { issueType: "USES_INCOMPATIBLE_PLUGINS", severity: "ERROR", message: "Uses Flash" },
          3,
        ],
      },
    });
    expect(issues).toEqual([{ message: "Uses Flash", severity: explainSeverity("ERROR") }]);
  });

  it("reads the AMP result when there is one", () => {
    expect(ampDetails(pass)).toBeNull();
    const amp = ampDetails({
      ...pass,
      ampResult: {
        verdict: "FAIL",
        ampUrl: "https://www.example.com/amp/guide",
        indexingState: "AMP_INDEXING_ALLOWED",
        pageFetchState: "SUCCESSFUL",
        issues: [{ issueMessage: "Referenced AMP URL is not an AMP", severity: "ERROR" }],
      },
    });
    expect(amp?.ampUrl).toBe("https://www.example.com/amp/guide");
    expect(amp?.rows.map((row) => row.value)).toEqual([
      "AMP page has errors",
      "Not checked",
      "Yes",
      "Successful",
      "Never crawled",
    ]);
    expect(amp?.issues).toHaveLength(1);
  });

  it("links only http(s) URLs and keeps an unreadable moment as written", () => {
    expect(httpUrl("https://example.com/")).toBe("https://example.com/");
    expect(httpUrl("javascript:alert(1)")).toBeNull();
    expect(httpUrl(undefined)).toBeNull();
    expect(describeMoment("yesterday-ish", CLOCK)).toBe("yesterday-ish");
    expect(describeMoment("2025-06-11T17:59:30Z", CLOCK)).toMatch(/^now \(/);
  });
});
