import "server-only";
import { pagespeedonline } from "@googleapis/pagespeedonline";
import { ToolError } from "@/lib/tools/tool-route";
import { parsePsi } from "./parse-psi";
import type { PageSpeedResult, Strategy } from "./result";

const CATEGORIES = ["PERFORMANCE", "ACCESSIBILITY", "BEST_PRACTICES", "SEO"];
// Each call runs a full Lighthouse pass on Google's side: 10-30 s, sometimes more.
const TIMEOUT_MS = 90_000;

type GoogleErrorShape = { response?: { status?: number; data?: { error?: { message?: string } } } };

function toToolError(error: unknown): unknown {
  const response = (error as GoogleErrorShape).response;
  if (!response?.status) return error;
  const message = response.data?.error?.message ?? "";
  if (response.status === 429 || /quota/i.test(message)) {
    return new ToolError(
      503,
      "psi_quota",
      "PageSpeed Insights has reached its request quota. Try again in a few minutes.",
    );
  }
  const lighthouse = /Lighthouse returned error: (.*)/.exec(message)?.[1];
  if (lighthouse) {
    return new ToolError(
      502,
      "lighthouse_failed",
      `Lighthouse could not measure the page: ${lighthouse}`,
    );
  }
  if (response.status === 400) {
    return new ToolError(502, "lighthouse_failed", "PageSpeed Insights could not load that page.");
  }
  return new ToolError(
    502,
    "psi_failed",
    "PageSpeed Insights did not answer. Try again in a minute.",
  );
}

/** One PageSpeed Insights v5 run: Google's Lighthouse lab data plus Chrome UX Report field data. */
export async function runPsi(
  url: string,
  strategy: Strategy,
  apiKey: string,
): Promise<PageSpeedResult> {
  const client = pagespeedonline({ version: "v5", auth: apiKey });
  try {
    const response = await client.pagespeedapi.runpagespeed(
      { url, strategy: strategy.toUpperCase(), category: CATEGORIES },
      { timeout: TIMEOUT_MS },
    );
    return parsePsi(response.data, strategy);
  } catch (error) {
    throw toToolError(error);
  }
}
