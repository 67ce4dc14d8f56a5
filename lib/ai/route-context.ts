import "server-only";
import { ApiError, rateLimited } from "@/lib/api/errors";
import { aiInsightsSources, type AiInsightsSources } from "@/lib/ai-insights/report";
import type { AiInsightsInput } from "@/lib/ai-insights/schemas";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { getDb } from "@/lib/db/client";
import { checkRateLimit } from "@/lib/security/rate-limit";
import { writeInsights, type WrittenInsights } from "@/lib/seo/insights-writer";
import { modelFindings, type ModelFindings } from "./findings";
import { configuredModel, type ConfiguredModel } from "./model";

// What both language-model routes read before the model is called: the model, the user's right to
// the property, a share of the model's rate, and the findings of the period.

export type ModelRouteContext = {
  model: ConfiguredModel;
  siteUrl: string;
  sources: AiInsightsSources;
  written: WrittenInsights;
  findings: ModelFindings;
};

export const notConfigured = () =>
  new ApiError(
    404,
    "ai_not_configured",
    "No language model is configured: Rankwell writes AI Insights itself. Set AI_BASE_URL and AI_MODEL to use one.",
  );

/** The model's requests a user may send per minute are the free tools' (TOOLS_RATE_LIMIT_PER_MINUTE). */
async function spendModelCall(userId: string) {
  const limit = await checkRateLimit("ai-model", userId);
  if (!limit.ok)
    throw rateLimited(
      "Too many requests to the language model. Please wait a minute.",
      limit.retryAfterSeconds,
    );
}

export async function modelRouteContext(
  userId: string,
  input: AiInsightsInput,
): Promise<ModelRouteContext> {
  const model = configuredModel();
  if (!model) throw notConfigured();
  const source = await findProjectProperty(await getDb(), userId, input, "gsc");
  await spendModelCall(userId);
  const siteUrl = source.property_uri;
  const sources = await aiInsightsSources(userId, siteUrl, input);
  const written = writeInsights(sources.findings);
  const range = { startDate: input.startDate, endDate: input.endDate };
  const findings = modelFindings(
    siteUrl,
    range,
    sources.insights,
    sources.opportunities,
    written,
    sources.findings.other,
  );
  return { model, siteUrl, sources, written, findings };
}
