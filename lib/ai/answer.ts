import "server-only";
import {
  APICallError,
  RetryError,
  stepCountIs,
  streamText,
  type ModelMessage,
  type ToolSet,
} from "ai";
import { LRUCache } from "lru-cache";
import { logFailure } from "@/lib/errors/failure-summary";
import { cacheKeyOf } from "@/lib/google/response-cache";
import { knownNumbers, NumberGate, type FoundNumber } from "./number-check";
import type { AnswerError, AnswerEvent } from "./answer-types";
import type { ConfiguredModel } from "./model";
import { TOOL_LABELS, type ToolName } from "./tools";

// A language model's answer, streamed to the browser as it is written, with every figure checked
// first: text goes out only once the figures in it are known (lib/ai/number-check.ts). When one is
// not, the model is stopped and the browser gets Rankwell's own text instead. The browser reads
// newline-delimited JSON events (AnswerEvent) from one POST, and stops the answer by aborting it.

export type AnswerRequest = {
  model: ConfiguredModel;
  system: string;
  messages: ModelMessage[];
  tools?: ToolSet;
  /** Everything the model was given that holds figures: the findings, the user's own words. */
  sources: unknown[];
  /** Rankwell's own text, from the tools' results when there were any. */
  fallback: (toolResults: unknown[]) => string[];
  /** The browser went away or pressed Stop. */
  signal: AbortSignal;
  /**
   * Keep a whole answer (written to the end, or refused) under this key and replay it: the same
   * findings give the same summary without asking the model, and its cost, again.
   */
  rememberAs?: string;
};

/** Whole answers by their request's key; a key holds the findings, so a kept answer is never stale. */
const written = new LRUCache<string, AnswerEvent[]>({ max: 200, ttl: 6 * 60 * 60_000 });

/** The cache key of an answer: the user, the model and everything it was given. */
export const answerKey = (userId: string, model: string, given: unknown) =>
  cacheKeyOf({ userId, property: model, request: { given } });

/** How long a whole answer may take before Rankwell gives up on the model. */
const ANSWER_TIMEOUT_MS = 90_000;
/** Look-ups per question: a tool call or two, then the answer. */
const MAX_STEPS = 4;

const MODEL_REFUSED: AnswerError = {
  status: 502,
  code: "ai_refused",
  message: "The language model refused Rankwell's request: check AI_API_KEY and AI_MODEL.",
};
const MODEL_BUSY: AnswerError = {
  status: 429,
  code: "ai_rate_limited",
  message: "The language model is busy. Rankwell's own text is shown; try again in a minute.",
};
const MODEL_UNREACHABLE: AnswerError = {
  status: 502,
  code: "ai_unavailable",
  message: "The language model could not answer. Rankwell's own text is shown instead.",
};
const MODEL_TIMEOUT: AnswerError = {
  status: 504,
  code: "ai_timeout",
  message: "The language model took too long to answer. Rankwell's own text is shown instead.",
};

/** A model failure as the catalogue states it; the model's own message is not shown. */
export function describeModelError(error: unknown, timedOut: boolean): AnswerError {
  if (timedOut) return MODEL_TIMEOUT;
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    if (cause.statusCode === 429) return MODEL_BUSY;
    if (cause.statusCode === 401 || cause.statusCode === 403 || cause.statusCode === 404)
      return MODEL_REFUSED;
  }
  return MODEL_UNREACHABLE;
}

const encoder = new TextEncoder();
const line = (event: AnswerEvent) => encoder.encode(`${JSON.stringify(event)}\n`);

/** The answer as a stream of AnswerEvent lines. */
export function checkedAnswer(request: AnswerRequest): ReadableStream<Uint8Array> {
  const stop = new AbortController();
  const timeout = AbortSignal.timeout(ANSWER_TIMEOUT_MS);
  const signal = AbortSignal.any([request.signal, stop.signal, timeout]);
  // The browser went away: its stream takes nothing more.
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const kept = request.rememberAs ? written.get(request.rememberAs) : undefined;
      if (kept) {
        for (const event of kept) controller.enqueue(line(event));
        controller.close();
        return;
      }
      const events: AnswerEvent[] = [];
      const send = (event: AnswerEvent) => {
        if (cancelled) return;
        events.push(event);
        controller.enqueue(line(event));
        if ((event.type === "done" || event.type === "rejected") && request.rememberAs)
          written.set(request.rememberAs, events);
      };
      const toolResults: unknown[] = [];
      let gate = new NumberGate(knownNumbers(...request.sources));
      const release = (out: { text: string; invented: FoundNumber | null }) => {
        if (out.text) send({ type: "text", text: out.text });
        return out.invented;
      };
      const reject = (invented: FoundNumber) => {
        stop.abort();
        send({ type: "rejected", figure: invented.text, fallback: request.fallback(toolResults) });
      };
      try {
        const result = streamText({
          model: request.model.model,
          system: request.system,
          messages: request.messages,
          tools: request.tools,
          stopWhen: stepCountIs(MAX_STEPS),
          abortSignal: signal,
          temperature: 0,
          maxRetries: 1,
        });
        for await (const part of result.fullStream) {
          if (part.type === "text-delta") {
            const invented = release(gate.push(part.text));
            if (invented) return reject(invented);
          } else if (part.type === "tool-call") {
            const label = TOOL_LABELS[part.toolName as ToolName] ?? part.toolName;
            send({ type: "tool", name: part.toolName, label });
          } else if (part.type === "tool-result") {
            // What the model said before the look-up is checked as it stands; what follows may
            // also use the result's figures.
            const invented = release(gate.end());
            if (invented) return reject(invented);
            toolResults.push(part.output);
            gate = new NumberGate(knownNumbers(...request.sources, ...toolResults));
          } else if (part.type === "error") {
            throw part.error;
          }
        }
        const invented = release(gate.end());
        if (invented) return reject(invented);
        send({ type: "done" });
      } catch (error) {
        if (cancelled || request.signal.aborted) return;
        const described = describeModelError(error, timeout.aborted);
        logFailure("[ai] answer failed", error, "warn");
        send({ type: "error", error: described, fallback: request.fallback(toolResults) });
      } finally {
        if (!cancelled) controller.close();
      }
    },
    cancel() {
      cancelled = true;
      stop.abort();
    },
  });
}

/** The streamed answer's response: never stored, read as it comes. */
export function answerResponse(stream: ReadableStream<Uint8Array>): Response {
  return new Response(stream, {
    headers: {
      "content-type": "application/x-ndjson; charset=utf-8",
      "cache-control": "private, no-store",
      "x-accel-buffering": "no",
    },
  });
}
