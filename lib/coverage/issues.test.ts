import { describe, expect, it } from "vitest";
import {
  classifyInspection,
  COVERAGE_ISSUES,
  type CoverageIssue,
  type InspectionFacts,
} from "./issues";

const PAGE = "https://www.example.com/guides/how-to-write-an-invoice";
const CRAWLED = "2026-02-20T08:14:03Z";

/** A crawled, allowed page Google left out; each case changes what it is about. */
const crawled: InspectionFacts = {
  url: PAGE,
  verdict: "NEUTRAL",
  coverageState: "Crawled - currently not indexed",
  robotsTxtState: "ALLOWED",
  indexingState: "INDEXING_ALLOWED",
  pageFetchState: "SUCCESSFUL",
  lastCrawlTime: CRAWLED,
  userCanonical: PAGE,
};

/** A URL Google has never crawled: every enum unspecified. */
const neverCrawled: InspectionFacts = {
  url: PAGE,
  verdict: "NEUTRAL",
  coverageState: "URL is unknown to Google",
  robotsTxtState: "ROBOTS_TXT_STATE_UNSPECIFIED",
  indexingState: "INDEXING_STATE_UNSPECIFIED",
  pageFetchState: "PAGE_FETCH_STATE_UNSPECIFIED",
};

const failed = (pageFetchState: string, coverageState: string): InspectionFacts => ({
  ...crawled,
  verdict: "FAIL",
  pageFetchState,
  coverageState,
  userCanonical: null,
});

describe("COVERAGE_ISSUES", () => {
  it("says for each issue what it means and what to do, in one sentence each", () => {
    for (const info of Object.values(COVERAGE_ISSUES)) {
      expect(info.label).not.toBe("");
      for (const sentence of [info.meaning, info.action]) {
        expect(sentence).toMatch(/^[A-Z].*\.$/);
        expect(sentence.split(/\.\s/)).toHaveLength(1);
      }
    }
  });

  it("counts only the valid issues as indexed, and lists them first", () => {
    const keys = Object.keys(COVERAGE_ISSUES);
    expect(keys.slice(0, 2)).toEqual(["indexed", "indexed_not_in_sitemap"]);
    for (const info of Object.values(COVERAGE_ISSUES)) {
      expect(info.indexed).toBe(info.kind === "valid");
    }
  });

  it("calls errors what the site must fix", () => {
    const errors = Object.entries(COVERAGE_ISSUES)
      .filter(([, info]) => info.kind === "error")
      .map(([key]) => key);
    expect(errors.sort()).toEqual([
      "access_denied",
      "blocked_by_robots",
      "not_found",
      "redirect_error",
      "server_error",
      "soft_404",
    ]);
  });
});

describe("classifyInspection", () => {
  it("files a PASS as indexed, or indexed but not in a sitemap", () => {
    const pass: InspectionFacts = {
      ...crawled,
      verdict: "PASS",
      coverageState: "Submitted and indexed",
      googleCanonical: PAGE,
    };
    expect(classifyInspection(pass)).toBe("indexed");
    expect(classifyInspection({ ...pass, inSitemap: true })).toBe("indexed");
    expect(classifyInspection({ ...pass, inSitemap: false })).toBe("indexed_not_in_sitemap");
    const notSubmitted = { ...pass, coverageState: "Indexed, not submitted in sitemap" };
    expect(classifyInspection(notSubmitted)).toBe("indexed_not_in_sitemap");
  });

  it("never files a result without PASS as indexed, whatever its text says", () => {
    const text = { ...crawled, coverageState: "Submitted and indexed" };
    expect(classifyInspection(text)).toBe("crawled_not_indexed");
    expect(
      COVERAGE_ISSUES[classifyInspection({ ...neverCrawled, verdict: "PARTIAL" })].indexed,
    ).toBe(false);
  });

  it.each<[string, string, CoverageIssue]>([
    ["NOT_FOUND", "Not found (404)", "not_found"],
    ["SOFT_404", "Soft 404", "soft_404"],
    ["SERVER_ERROR", "Server error (5xx)", "server_error"],
    ["REDIRECT_ERROR", "Redirect error", "redirect_error"],
    ["BLOCKED_ROBOTS_TXT", "Blocked by robots.txt", "blocked_by_robots"],
    ["ACCESS_DENIED", "Blocked due to unauthorized request (401)", "access_denied"],
    ["ACCESS_FORBIDDEN", "Blocked due to access forbidden (403)", "access_denied"],
    ["BLOCKED_4XX", "Blocked due to other 4xx issue", "access_denied"],
    ["INTERNAL_CRAWL_ERROR", "Server error (5xx)", "other"],
    ["INVALID_URL", "URL is unknown to Google", "other"],
  ])("reads a %s fetch as its issue", (pageFetchState, coverageState, issue) => {
    expect(classifyInspection(failed(pageFetchState, coverageState))).toBe(issue);
  });

  it("finds a robots.txt block from the robots state when the fetch state is unspecified", () => {
    const blocked: InspectionFacts = {
      ...neverCrawled,
      verdict: "FAIL",
      coverageState: "Blocked by robots.txt",
      robotsTxtState: "DISALLOWED",
    };
    expect(classifyInspection(blocked)).toBe("blocked_by_robots");
    const byIndexing = { ...neverCrawled, indexingState: "BLOCKED_BY_ROBOTS_TXT" };
    expect(classifyInspection(byIndexing)).toBe("blocked_by_robots");
  });

  it("finds noindex in a meta tag or an X-Robots-Tag header", () => {
    const meta = {
      ...crawled,
      coverageState: "Excluded by ‘noindex’ tag",
      indexingState: "BLOCKED_BY_META_TAG",
    };
    expect(classifyInspection(meta)).toBe("noindex");
    expect(classifyInspection({ ...meta, indexingState: "BLOCKED_BY_HTTP_HEADER" })).toBe(
      "noindex",
    );
  });

  it("tells the duplicates apart by the canonicals", () => {
    const other = "https://www.example.com/guides/invoice-guide";
    const noCanonical = { ...crawled, googleCanonical: other, userCanonical: null };
    expect(classifyInspection(noCanonical)).toBe("duplicate_no_canonical");
    const overruled = { ...crawled, googleCanonical: other, userCanonical: PAGE };
    expect(classifyInspection(overruled)).toBe("duplicate_google_chose_different");
    const elsewhere = { ...overruled, userCanonical: "https://www.example.com/guides/invoices" };
    expect(classifyInspection(elsewhere)).toBe("duplicate_google_chose_different");
    const alternate = { ...crawled, googleCanonical: other, userCanonical: other };
    expect(classifyInspection(alternate)).toBe("alternate_with_canonical");
  });

  it("compares canonicals as URLs: a host's case is no duplicate", () => {
    const upper = {
      ...crawled,
      googleCanonical: PAGE.replace("www.example.com", "WWW.Example.COM"),
    };
    expect(classifyInspection(upper)).toBe("crawled_not_indexed");
  });

  it("reads a redirect from the text, before the canonical it points to", () => {
    const redirect: InspectionFacts = {
      ...crawled,
      coverageState: "Page with redirect",
      googleCanonical: "https://www.example.com/guides/invoices",
      userCanonical: null,
    };
    expect(classifyInspection(redirect)).toBe("page_with_redirect");
  });

  it("tells crawled, discovered and unknown apart", () => {
    expect(classifyInspection(crawled)).toBe("crawled_not_indexed");
    expect(classifyInspection(neverCrawled)).toBe("unknown_to_google");
    const discovered = { ...neverCrawled, coverageState: "Discovered - currently not indexed" };
    expect(classifyInspection(discovered)).toBe("discovered_not_indexed");
    const allowed = { ...neverCrawled, coverageState: null, robotsTxtState: "ALLOWED" };
    expect(classifyInspection(allowed)).toBe("discovered_not_indexed");
    expect(classifyInspection({ url: PAGE, verdict: "VERDICT_UNSPECIFIED" })).toBe(
      "unknown_to_google",
    );
  });

  it("trusts a crawl time over a text that says the page was never crawled", () => {
    const stale = { ...crawled, coverageState: "Discovered – currently not indexed" };
    expect(classifyInspection(stale)).toBe("crawled_not_indexed");
  });

  it("decides from the enums when the text is German", () => {
    const de = (coverageState: string, facts: Partial<InspectionFacts>) =>
      classifyInspection({ ...crawled, coverageState, ...facts });
    expect(de("Gesendet und indexiert", { verdict: "PASS", googleCanonical: PAGE })).toBe(
      "indexed",
    );
    expect(de("Nicht gefunden (404)", { verdict: "FAIL", pageFetchState: "NOT_FOUND" })).toBe(
      "not_found",
    );
    expect(de("Durch „noindex“-Tag ausgeschlossen", { indexingState: "BLOCKED_BY_META_TAG" })).toBe(
      "noindex",
    );
    expect(de("Gecrawlt – zurzeit nicht indexiert", {})).toBe("crawled_not_indexed");
    const duplicate = { googleCanonical: "https://www.example.com/a", userCanonical: null };
    expect(de("Duplikat – vom Nutzer nicht als kanonisch festgelegt", duplicate)).toBe(
      "duplicate_no_canonical",
    );
    // Discovered and unknown differ only in the text; in German, nothing known reads as unknown.
    expect(
      classifyInspection({ ...neverCrawled, coverageState: "Gefunden – zurzeit nicht indexiert" }),
    ).toBe("unknown_to_google");
  });

  it("falls back to the English text when the enums leave the reason unspecified", () => {
    const soft = { ...neverCrawled, verdict: "FAIL", coverageState: "Soft 404" };
    expect(classifyInspection(soft)).toBe("soft_404");
    const noindex = { ...neverCrawled, coverageState: "Excluded by 'noindex' tag" };
    expect(classifyInspection(noindex)).toBe("noindex");
  });

  it("files an error it cannot name as other", () => {
    const error = { ...crawled, verdict: "FAIL", coverageState: "Ein Fehler ist aufgetreten" };
    expect(classifyInspection(error)).toBe("other");
  });
});
