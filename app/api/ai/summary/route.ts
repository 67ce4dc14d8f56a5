// POST /api/ai/summary — the period's summary written by the configured language model from the
// findings, streamed as checked AnswerEvent lines (lib/ai/answer.ts).
import { answerKey, answerResponse, checkedAnswer } from "@/lib/ai/answer";
import { findingsMessage, SUMMARY_SYSTEM } from "@/lib/ai/prompts";
import { modelRouteContext } from "@/lib/ai/route-context";
import { aiInsightsRequestSchema } from "@/lib/ai-insights/schemas";
import { parseBody } from "@/lib/api/request";
import { withSessionUser } from "@/lib/auth/server/session";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, aiInsightsRequestSchema);
  const { model, findings, written } = await modelRouteContext(user.id, input);
  return answerResponse(
    checkedAnswer({
      model,
      system: SUMMARY_SYSTEM,
      messages: [{ role: "user", content: findingsMessage(findings) }],
      sources: [findings],
      fallback: () => written.summary.map((s) => s.text),
      signal: request.signal,
      rememberAs: answerKey(user.id, model.name, findings),
    }),
  );
});
