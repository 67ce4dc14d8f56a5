import { beforeEach, describe, expect, it, vi } from "vitest";
import psi from "@/tests/fixtures/google/psi-mobile.json";
import { runPsi } from "./psi";

const runpagespeed = vi.fn();
const pagespeedonline = vi.fn((_options: unknown) => ({ pagespeedapi: { runpagespeed } }));

vi.mock("@googleapis/pagespeedonline", () => ({
  pagespeedonline: (options: unknown) => pagespeedonline(options),
}));

const googleError = (status: number, message: string) =>
  Object.assign(new Error(message), {
    response: { status, data: { error: { code: status, message } } },
  });

describe("runPsi", () => {
  beforeEach(() => {
    runpagespeed.mockReset();
    pagespeedonline.mockClear();
  });

  it("asks for all four categories with the API key and parses the answer", async () => {
    runpagespeed.mockResolvedValue({ data: psi });
    const result = await runPsi("https://www.example.com/pricing", "mobile", "test-key");
    expect(pagespeedonline).toHaveBeenCalledWith({ version: "v5", auth: "test-key" });
    expect(runpagespeed).toHaveBeenCalledWith(
      {
        url: "https://www.example.com/pricing",
        strategy: "MOBILE",
        category: ["PERFORMANCE", "ACCESSIBILITY", "BEST_PRACTICES", "SEO"],
      },
      { timeout: 90_000 },
    );
    expect(result.source).toBe("psi");
    expect(result.field?.metrics.map((m) => m.id)).toContain("inp");
  });

  it("turns Google's errors into messages for the user", async () => {
    runpagespeed.mockRejectedValueOnce(
      googleError(
        429,
        "Quota exceeded for quota group 'default' and limit 'Queries per 100 seconds'",
      ),
    );
    await expect(runPsi("https://example.com/", "desktop", "k")).rejects.toMatchObject({
      status: 503,
      code: "psi_quota",
    });
    runpagespeed.mockRejectedValueOnce(
      googleError(
        500,
        "Lighthouse returned error: FAILED_DOCUMENT_REQUEST. Lighthouse was unable to reliably load the page.",
      ),
    );
    await expect(runPsi("https://example.com/", "desktop", "k")).rejects.toMatchObject({
      code: "lighthouse_failed",
      message: expect.stringContaining("FAILED_DOCUMENT_REQUEST"),
    });
    runpagespeed.mockRejectedValueOnce(googleError(503, "The service is currently unavailable."));
    await expect(runPsi("https://example.com/", "desktop", "k")).rejects.toMatchObject({
      code: "psi_failed",
    });
  });
});
