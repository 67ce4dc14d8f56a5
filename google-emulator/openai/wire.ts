// OpenAI's Chat Completions wire format: the request body the emulator accepts, the completion and
// chunk objects it answers with, and OpenAI's error bodies.
import * as z from "@/lib/zod-mini";
import { jsonResponse } from "../oauth/wire-errors";

/** The one model the emulator lists; any model name is answered. */
export const EMULATOR_MODEL_ID = "rankwell-emulator";

const textPart = z.looseObject({ type: z.string(), text: z.optional(z.string()) });

const toolCall = z.looseObject({
  id: z.string(),
  type: z.literal("function"),
  function: z.looseObject({ name: z.string(), arguments: z.string() }),
});

const message = z.looseObject({
  role: z.enum(["system", "developer", "user", "assistant", "tool"]),
  content: z.nullish(z.union([z.string(), z.array(textPart)])),
  tool_calls: z.nullish(z.array(toolCall)),
  tool_call_id: z.nullish(z.string()),
  name: z.nullish(z.string()),
});

const tool = z.looseObject({
  type: z.literal("function"),
  function: z.looseObject({
    name: z.string().check(z.minLength(1)),
    description: z.nullish(z.string()),
    parameters: z.nullish(z.record(z.string(), z.unknown())),
    strict: z.nullish(z.boolean()),
  }),
});

const toolChoice = z.union([
  z.enum(["none", "auto", "required"]),
  z.looseObject({ type: z.literal("function"), function: z.looseObject({ name: z.string() }) }),
]);

const number = z.nullish(z.number());

/** The body of POST chat/completions; fields OpenAI knows and this emulator ignores pass through. */
export const chatRequestSchema = z.looseObject({
  model: z.string(),
  messages: z.array(message).check(z.minLength(1)),
  tools: z.nullish(z.array(tool)),
  tool_choice: z.nullish(toolChoice),
  stream: z.nullish(z.boolean()),
  stream_options: z.nullish(z.looseObject({ include_usage: z.nullish(z.boolean()) })),
  temperature: number,
  top_p: number,
  max_tokens: number,
  max_completion_tokens: number,
  seed: number,
  user: z.nullish(z.string()),
  response_format: z.nullish(z.looseObject({ type: z.string() })),
});

export type ChatRequest = z.output<typeof chatRequestSchema>;
export type ChatMessage = z.output<typeof message>;
export type ChatTool = z.output<typeof tool>;
export type ToolChoice = z.output<typeof toolChoice>;

/** `{ error: { message, type, param, code } }`, the envelope of every OpenAI error. */
export function openAiError(
  status: number,
  error: { message: string; type: string; param?: string | null; code?: string | null },
  headers: HeadersInit = {},
): Response {
  const { message, type, param = null, code = null } = error;
  return jsonResponse(status, { error: { message, type, param, code } }, headers);
}

/** The errors an OpenAI-compatible client must handle: bad key, bad body, rate limit, outage. */
export const OPENAI_ERRORS = {
  invalidApiKey: () =>
    openAiError(401, {
      message: "Incorrect API key provided.",
      type: "invalid_request_error",
      code: "invalid_api_key",
    }),
  invalidRequest: (message: string, param: string | null = null) =>
    openAiError(400, { message, type: "invalid_request_error", param }),
  rateLimited: () =>
    openAiError(
      429,
      {
        message: "Rate limit reached. Please try again in 1s.",
        type: "requests",
        code: "rate_limit_exceeded",
      },
      { "retry-after": "1" },
    ),
  serverError: (status: 500 | 503) =>
    openAiError(status, {
      message:
        status === 503
          ? "The server is overloaded or not ready yet."
          : "The server had an error while processing your request. Sorry about that!",
      type: "server_error",
    }),
};

/** `messages[0].content`, as OpenAI names a field in its errors. */
function paramName(path: readonly PropertyKey[]): string | null {
  if (path.length === 0) return null;
  return path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : `${i > 0 ? "." : ""}${String(key)}`))
    .join("");
}

/** The body checked against `chatRequestSchema`, else OpenAI's 400 naming the first bad field. */
export function parseChatRequest(body: unknown): ChatRequest | Response {
  const result = z.safeParse(chatRequestSchema, body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const param = paramName(issue?.path ?? []);
  if (param && issue?.code === "invalid_type" && /received undefined$/.test(issue.message)) {
    return OPENAI_ERRORS.invalidRequest(`Missing required parameter: '${param}'.`, param);
  }
  const detail = issue?.message ?? "Invalid input.";
  return OPENAI_ERRORS.invalidRequest(param ? `Invalid '${param}': ${detail}` : detail, param);
}

/** A message's text: the string, or its text parts joined. */
export function messageText(m: Pick<ChatMessage, "content">): string {
  if (typeof m.content === "string") return m.content;
  return (m.content ?? []).map((part) => (part.type === "text" ? (part.text ?? "") : "")).join("");
}

export type Usage = { prompt_tokens: number; completion_tokens: number; total_tokens: number };

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Tokens approximated as words, which is all a test or a usage display needs. */
export function usageOf(messages: readonly ChatMessage[], answer: string): Usage {
  const prompt = messages.reduce((n, m) => n + wordCount(messageText(m)), 0);
  const completion = wordCount(answer);
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
  };
}

export type WireToolCall = {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
};

/** What every completion and chunk carries. */
export type CompletionHead = { id: string; created: number; model: string };

/** A non-streamed answer: the `chat.completion` object. */
export function completionBody(
  head: CompletionHead,
  answer: { content: string | null; toolCalls?: WireToolCall[] },
  usage: Usage,
) {
  return {
    ...head,
    object: "chat.completion",
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: answer.content,
          ...(answer.toolCalls ? { tool_calls: answer.toolCalls } : {}),
        },
        finish_reason: answer.toolCalls ? "tool_calls" : "stop",
        logprobs: null,
      },
    ],
    usage,
  };
}

/** One `chat.completion.chunk` with a delta for choice 0 (or none: the usage chunk). */
export function chunkBody(
  head: CompletionHead,
  delta: Record<string, unknown> | null,
  extra: { finishReason?: "stop" | "tool_calls"; usage?: Usage } = {},
) {
  return {
    ...head,
    object: "chat.completion.chunk",
    choices: delta
      ? [{ index: 0, delta, finish_reason: extra.finishReason ?? null, logprobs: null }]
      : [],
    ...(extra.usage ? { usage: extra.usage } : {}),
  };
}

/** One server-sent event line, as OpenAI frames each chunk. */
export const sseLine = (data: unknown) =>
  `data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`;
