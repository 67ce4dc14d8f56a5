// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import type { GscInspection } from "@/lib/google/schemas/search-console";
import { InspectionResult } from "./inspection-result";

const PAGE = "https://www.example.com/guides/how-to-write-an-invoice";
const LINK =
  "https://search.google.com/search-console/inspect?resource_id=sc-domain:example.com&id=q9V3mT0xRZ2kWb8cJpLs4A&utm_medium=link";
const INSPECTED_AT = "2025-06-11T09:30:00Z";

const pass: GscInspection = {
  inspectionResultLink: LINK,
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
    referringUrls: [
      "https://www.example.com/guides/",
      "https://www.example.com/blog/invoice-vs-receipt",
    ],
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
          { name: "Unnamed item" },
        ],
      },
    ],
  },
};

const noindex: GscInspection = {
  inspectionResultLink: LINK,
  indexStatusResult: {
    verdict: "NEUTRAL",
    coverageState: "Excluded by ‘noindex’ tag",
    robotsTxtState: "ALLOWED",
    indexingState: "BLOCKED_BY_META_TAG",
    lastCrawlTime: "2025-06-02T04:11:09Z",
    pageFetchState: "SUCCESSFUL",
    userCanonical: "https://www.example.com/drafts/spring-sale",
    sitemap: [],
    referringUrls: [],
    crawledAs: "MOBILE",
  },
  mobileUsabilityResult: { verdict: "VERDICT_UNSPECIFIED" },
};

const otherCanonical: GscInspection = {
  ...pass,
  indexStatusResult: {
    ...pass.indexStatusResult!,
    coverageState: "Duplicate, Google chose different canonical than user",
    verdict: "NEUTRAL",
    googleCanonical: "https://www.example.com/guides/invoice-guide",
  },
  richResultsResult: undefined,
};

const definition = (term: string) => {
  const dt = screen.getAllByText(term, { selector: "dt" })[0]!;
  return dt.nextElementSibling as HTMLElement;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-06-11T18:00:00Z"));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("InspectionResult", () => {
  it("shows an indexed page with its rich results and their warning", async () => {
    render(<InspectionResult url={PAGE} result={pass} inspectedAt={INSPECTED_AT} />);
    expect(screen.getByRole("heading", { level: 2, name: "Inspection result" })).toBeVisible();
    expect(screen.getAllByText("URL is on Google")[0]).toHaveAttribute("data-slot", "badge");
    expect(screen.getByText(PAGE, { selector: "p" })).toBeVisible();
    expect(await screen.findByText("8 hours ago", { selector: "time" })).toHaveAttribute(
      "datetime",
      INSPECTED_AT,
    );
    expect(screen.getByText(/^Inspected/)).toHaveTextContent("Inspected 8 hours ago");

    const link = screen.getByRole("link", { name: /^Open in Search Console/ });
    expect(link).toHaveAttribute("href", LINK);
    expect(link).toHaveTextContent("Open in Search Console");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noreferrer");

    expect(definition("Page fetch")).toHaveTextContent("Successful");
    expect(definition("Last crawl").textContent).toMatch(/^3 days ago \(Jun 8, 2025/);
    expect(definition("Crawled as")).toHaveTextContent("Googlebot smartphone");
    expect(screen.queryByRole("status")).toBeNull();

    const sitemaps = screen.getByRole("region", { name: "Sitemaps" });
    expect(within(sitemaps).getByRole("link")).toHaveAttribute(
      "href",
      "https://www.example.com/sitemap-guides.xml",
    );
    expect(
      within(screen.getByRole("region", { name: "Referring pages" })).getAllByRole("link"),
    ).toHaveLength(2);

    const rich = screen.getByRole("region", { name: "Rich results" });
    expect(rich).toHaveTextContent("Breadcrumbs · 1 item");
    expect(rich).toHaveTextContent("FAQ · 2 items");
    expect(within(rich).getByText("Warning")).toBeVisible();
    expect(rich).toHaveTextContent('Missing field "acceptedAnswer"');
    expect(screen.queryByRole("heading", { name: "AMP" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Mobile usability" })).toBeNull();
  });

  it("explains a page kept out by noindex", () => {
    render(<InspectionResult url={PAGE} result={noindex} inspectedAt={INSPECTED_AT} />);
    expect(screen.getAllByText("URL is not on Google")[0]).toHaveAttribute("data-slot", "badge");
    expect(screen.getAllByText("Excluded by ‘noindex’ tag")[0]).toBeVisible();
    expect(definition("Indexing allowed")).toHaveTextContent("No: 'noindex' in a robots meta tag");
    expect(definition("Google-selected canonical")).toHaveTextContent("None yet");
    expect(screen.getByRole("region", { name: "Sitemaps" })).toHaveTextContent("None reported");
    expect(screen.getByRole("region", { name: "Referring pages" })).toHaveTextContent(
      "None reported",
    );
    expect(screen.getByRole("region", { name: "Rich results" })).toHaveTextContent(
      "No rich results detected",
    );
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("calls out a canonical Google chose over the declared one", () => {
    render(<InspectionResult url={PAGE} result={otherCanonical} inspectedAt={INSPECTED_AT} />);
    const callout = screen.getByRole("status");
    expect(callout).toHaveTextContent(
      "Google chose a different canonical than the one this page declares",
    );
    expect(callout).toHaveTextContent(`Declared: ${PAGE}`);
    expect(callout).toHaveTextContent("Google chose: https://www.example.com/guides/invoice-guide");
  });

  it("says so differently when the page declares no canonical", () => {
    const result: GscInspection = {
      ...otherCanonical,
      indexStatusResult: { ...otherCanonical.indexStatusResult!, userCanonical: undefined },
    };
    render(<InspectionResult url={PAGE} result={result} inspectedAt={INSPECTED_AT} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      "This page declares no canonical, and Google chose a different URL",
    );
    expect(definition("User-declared canonical")).toHaveTextContent("None declared");
  });

  it("renders the same UTC moments on the server as in the browser's first render", () => {
    const html = renderToString(
      <InspectionResult url={PAGE} result={pass} inspectedAt={INSPECTED_AT} />,
    );
    expect(html).toContain("Jun 11, 2025, 09:30 UTC");
    expect(html).toContain("Jun 8, 2025, 17:24 UTC");
    expect(html).not.toContain("ago");
  });
});
