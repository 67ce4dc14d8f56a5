// An OpenAI-compatible API under the emulator: GET models and POST chat/completions, answered
// exactly as an OpenAI-compatible server answers (JSON or server-sent events), deterministically.
import { storeEntry, type EmulatorStore } from "../data/router";
import { jsonResponse } from "../oauth/wire-errors";
import { EMULATOR_OPENAI_PATHS } from "../paths";
import {
  EMULATOR_MODEL_ID,
  OPENAI_ERRORS,
  chunkBody,
  completionBody,
  openAiError,
  parseChatRequest,
  sseLine,
  usageOf,
  type ChatRequest,
  type CompletionHead,
  type Usage,
  type WireToolCall,
} from "./wire";
import { argumentPieces, textPieces, writeAnswer } from "./writer";

/** `GoogleEmulatorOptions.openai`: how fast the model streams and how it misbehaves for a test. */
export type OpenAiEmulatorOptions = {
  /** Milliseconds between streamed pieces; 20 by default. */
  delayMs?: number;
  /** Milliseconds between the pieces of an answer asked "in detail"; 150 by default. */
  longDelayMs?: number;
  /** Every text answer gains a figure that is in none of the input. */
  inventNumbers?: boolean;
  /** Every chat request fails with this status and OpenAI's error body. */
  failWith?: 429 | 500 | 503;
};

/** What the handler takes from its emulator instance. */
export type OpenAiEnvironment = {
  options: OpenAiEmulatorOptions;
  store: EmulatorStore;
  now: Date;
};

/** The bearer key, which may be anything but empty. */
function hasApiKey(request: Request): boolean {
  return /^Bearer\s+\S/i.test(request.headers.get("authorization") ?? "");
}

/** Ids that count up per emulator instance, as `chatcmpl-1`, `call_1`. */
function nextId(store: EmulatorStore, kind: "completion" | "call"): string {
  const counters = storeEntry(store, "openai", () => ({ completion: 0, call: 0 }));
  counters[kind] += 1;
  return kind === "completion" ? `chatcmpl-${counters.completion}` : `call_${counters.call}`;
}

/** A pause that ends early when the client goes away. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}

/** Server-sent events, one per pull, `delayMs` apart; nothing more once the client is gone. */
function eventStream(events: readonly string[], delayMs: number, signal: AbortSignal) {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (next > 0) await pause(delayMs, signal);
      if (signal.aborted) return controller.close();
      controller.enqueue(encoder.encode(events[next++]));
      if (next >= events.length) controller.close();
    },
  });
}

/** The chunks of a streamed answer, text or one tool call, `data: [DONE]` last. */
function streamEvents(head: CompletionHead, answer: string | WireToolCall, usage: Usage | null) {
  const chunks: unknown[] = [chunkBody(head, { role: "assistant", content: "" })];
  if (typeof answer === "string") {
    chunks.push(...textPieces(answer).map((content) => chunkBody(head, { content })));
  } else {
    const opening = { ...answer, index: 0, function: { ...answer.function, arguments: "" } };
    chunks.push(
      chunkBody(head, { tool_calls: [opening] }),
      ...argumentPieces(answer.function.arguments).map((piece) =>
        chunkBody(head, { tool_calls: [{ index: 0, function: { arguments: piece } }] }),
      ),
    );
  }
  const finishReason = typeof answer === "string" ? "stop" : "tool_calls";
  chunks.push(chunkBody(head, {}, { finishReason }));
  if (usage) chunks.push(chunkBody(head, null, { usage }));
  return [...chunks.map(sseLine), sseLine("[DONE]")];
}

/** Why a valid body cannot be answered, as OpenAI would say it; null when it can. */
function refusal(body: ChatRequest): Response | null {
  if (body.model.endsWith("-unavailable")) return OPENAI_ERRORS.serverError(503);
  const choice = body.tool_choice;
  if (choice && typeof choice === "object") {
    const name = choice.function.name;
    if (!(body.tools ?? []).some((t) => t.function.name === name)) {
      return OPENAI_ERRORS.invalidRequest(
        `Invalid value for 'tool_choice': no function named '${name}' was specified in the 'tools' parameter.`,
        "tool_choice",
      );
    }
  }
  return null;
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return JSON.parse(await request.text());
  } catch {
    return undefined;
  }
}

async function chatCompletions(request: Request, env: OpenAiEnvironment): Promise<Response> {
  const { options } = env;
  if (options.failWith === 429) return OPENAI_ERRORS.rateLimited();
  if (options.failWith) return OPENAI_ERRORS.serverError(options.failWith);
  const json = await readJson(request);
  if (json === undefined) {
    return OPENAI_ERRORS.invalidRequest("We could not parse the JSON body of your request.");
  }
  const body = parseChatRequest(json);
  if (body instanceof Response) return body;
  const refused = refusal(body);
  if (refused) return refused;

  const answer = writeAnswer(body, { inventNumbers: options.inventNumbers });
  const head = {
    id: nextId(env.store, "completion"),
    created: Math.floor(env.now.getTime() / 1000),
    model: body.model,
  };
  // The text, or the one tool call with its id.
  const reply: string | WireToolCall =
    answer.kind === "text"
      ? answer.text
      : {
          id: nextId(env.store, "call"),
          type: "function",
          function: { name: answer.name, arguments: answer.arguments },
        };
  const text = typeof reply === "string";
  const usage = usageOf(body.messages, text ? reply : reply.function.arguments);
  if (!body.stream) {
    const message = text ? { content: reply } : { content: null, toolCalls: [reply] };
    return jsonResponse(200, completionBody(head, message, usage));
  }
  const withUsage = body.stream_options?.include_usage ? usage : null;
  const long = answer.kind === "text" && answer.long;
  const delayMs = long ? (options.longDelayMs ?? 150) : (options.delayMs ?? 20);
  const events = streamEvents(head, reply, withUsage);
  return new Response(eventStream(events, delayMs, request.signal), {
    headers: { "content-type": "text/event-stream", "cache-control": "no-cache" },
  });
}

function listModels(now: Date): Response {
  const created = Math.floor(now.getTime() / 1000);
  return jsonResponse(200, {
    object: "list",
    data: [{ id: EMULATOR_MODEL_ID, object: "model", created, owned_by: "rankwell" }],
  });
}

/**
 * A request under `openai/`: the models list and chat completions, each behind a bearer key of
 * any value, as an OpenAI-compatible client expects them.
 */
export async function handleOpenAi(
  request: Request,
  path: string,
  env: OpenAiEnvironment,
): Promise<Response> {
  if (!hasApiKey(request)) return OPENAI_ERRORS.invalidApiKey();
  switch (`${request.method} ${path}`) {
    case `GET ${EMULATOR_OPENAI_PATHS.models}`:
      return listModels(env.now);
    case `POST ${EMULATOR_OPENAI_PATHS.chatCompletions}`:
      return chatCompletions(request, env);
  }
  return openAiError(404, {
    message: `Invalid URL (${request.method} /${path})`,
    type: "invalid_request_error",
  });
}
