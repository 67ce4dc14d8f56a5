import psi from "@/tests/fixtures/google/psi-mobile.json";
import { pageSpeed } from "./pagespeed";
import { fakeGoogle, json } from "@/tests/support/google-fake";
import { GOOGLE_API_ROOTS } from "./hosts";

const RUN = /^GET pagespeedonline\.googleapis\.com\/pagespeedonline\/v5\/runPagespeed$/;

describe("pageSpeed", () => {
  it("reads the recorded mobile run and sends strategy, categories and key", async () => {
    const google = fakeGoogle([[RUN, () => json(200, psi)]]);
    const result = await pageSpeed({
      apiKey: "AIza-test",
      roots: GOOGLE_API_ROOTS,
      fetch: google.fetch,
    }).run("https://www.example.com/pricing", "mobile", ["performance", "best-practices"]);
    expect(result.lighthouseResult.categories.performance?.score).toBe(0.65);
    expect(result.lighthouseResult.categories["best-practices"]?.score).toBe(0.96);
    expect(result.lighthouseResult.audits["largest-contentful-paint"]).toMatchObject({
      numericValue: 4481.3,
      numericUnit: "millisecond",
    });
    expect(result.loadingExperience?.metrics.CUMULATIVE_LAYOUT_SHIFT_SCORE).toMatchObject({
      percentile: 5,
      category: "FAST",
    });
    const params = google.requests[0]!.url.searchParams;
    expect(params.get("url")).toBe("https://www.example.com/pricing");
    expect(params.get("strategy")).toBe("MOBILE");
    expect(params.getAll("category")).toEqual(["PERFORMANCE", "BEST_PRACTICES"]);
    expect(params.get("key")).toBe("AIza-test");
    expect(google.requests[0]!.headers.get("authorization")).toBeNull();
  });

  it("asks for every category by default and sends no key when there is none", async () => {
    const google = fakeGoogle([[RUN, () => json(200, psi)]]);
    await pageSpeed({ apiKey: "", roots: GOOGLE_API_ROOTS, fetch: google.fetch }).run(
      "https://a.example/",
      "desktop",
    );
    const params = google.requests[0]!.url.searchParams;
    expect(params.getAll("category")).toEqual([
      "PERFORMANCE",
      "ACCESSIBILITY",
      "BEST_PRACTICES",
      "SEO",
    ]);
    expect(params.has("key")).toBe(false);
  });

  it("retries PageSpeed's legacy 429 once and then reports a rate limit", async () => {
    const body = {
      error: {
        code: 429,
        message:
          "Quota exceeded for quota group 'default' and limit 'Queries per 100 seconds' of service 'pagespeedonline.googleapis.com'.",
        errors: [{ message: "Quota exceeded", domain: "global", reason: "rateLimitExceeded" }],
        status: "RESOURCE_EXHAUSTED",
      },
    };
    const google = fakeGoogle([[RUN, () => json(429, body)]]);
    const sleep = vi.fn(async () => {});
    const run = pageSpeed({ roots: GOOGLE_API_ROOTS, fetch: google.fetch, retry: { sleep } }).run(
      "https://a.example/",
      "mobile",
    );
    await expect(run).rejects.toMatchObject({ kind: "rate_limit", api: "pageSpeed" });
    expect(google.requests).toHaveLength(2);
    expect(sleep).toHaveBeenCalledExactlyOnceWith(1000);
  });
});
