// POST /api/ai/chat — a question about the property's data, answered by the configured language
// model through the analysis tools, streamed as checked AnswerEvent lines (lib/ai/answer.ts).
import { answerResponse, checkedAnswer } from "@/lib/ai/answer";
import { chatContext } from "@/lib/ai/prompts";
import { modelRouteContext } from "@/lib/ai/route-context";
import { analysisTools, toolSummaries } from "@/lib/ai/tools";
import { aiChatRequestSchema } from "@/lib/ai-insights/schemas";
import { parseBody } from "@/lib/api/request";
import { withSessionUser } from "@/lib/auth/server/session";

export const POST = withSessionUser(async (request, user) => {
  const { messages, ...input } = await parseBody(request, aiChatRequestSchema);
  const { model, findings, written, siteUrl, sources } = await modelRouteContext(user.id, input);
  return answerResponse(
    checkedAnswer({
      model,
      system: chatContext(findings),
      messages: messages.map((m) => ({ role: m.role, content: m.text })),
      tools: analysisTools(user.id, siteUrl, input, sources),
      // The user's own figures are not the model's inventions, and earlier answers were checked.
      sources: [findings, ...messages.map((m) => m.text)],
      fallback: (results) =>
        results.length > 0 ? toolSummaries(results) : written.summary.map((s) => s.text),
      signal: request.signal,
    }),
  );
});
