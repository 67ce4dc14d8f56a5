import type { AnswerEvent } from "@/lib/ai/answer-types";
import { ApiRequestError, failureOf, NETWORK_ERROR_MESSAGE } from "./request";

// The browser's side of a streamed language-model answer: one POST whose body is AnswerEvent lines
// (newline-delimited JSON), handed over one by one as they arrive. Aborting `signal` stops it.

/** Posts `body` to `path` and calls `onEvent` for each event; throws ApiRequestError before the stream. */
export async function streamAnswer(
  path: string,
  body: unknown,
  signal: AbortSignal,
  onEvent: (event: AnswerEvent) => void,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      signal,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiRequestError(undefined, "network_error", NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok || !response.body) {
    throw failureOf(response.status, await response.json().catch(() => null));
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    pending += value;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as AnswerEvent);
  }
  if (pending.trim()) onEvent(JSON.parse(pending) as AnswerEvent);
}
