import type { ChangeEvent } from "./changes";

// Server-Sent Events framing for the change stream: a `retry:` hint for the browser's reconnect, a
// comment line every 25 s so that proxies keep an idle connection open, one `change` event per change.
export const SSE_HEARTBEAT_MS = 25_000;
export const SSE_RETRY_MS = 5000;
export const CHANGE_EVENT_NAME = "change";

export const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-store, no-transform",
  connection: "keep-alive",
  // nginx would otherwise buffer the stream.
  "x-accel-buffering": "no",
};

export const sseEvent = (name: string, data: unknown) =>
  `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export interface ChangeStreamOptions {
  /** Registers the sink for this connection's changes; returns the unsubscribe. */
  subscribe(send: (event: ChangeEvent) => void): () => void;
  /** The request's signal: the stream ends when the browser goes away. */
  signal: AbortSignal;
  heartbeatMs?: number;
  retryMs?: number;
}

export function changeEventStream({
  subscribe,
  signal,
  heartbeatMs = SSE_HEARTBEAT_MS,
  retryMs = SSE_RETRY_MS,
}: ChangeStreamOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const write = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      write(`retry: ${retryMs}\n\n`);
      const heartbeat = setInterval(() => write(": heartbeat\n\n"), heartbeatMs);
      const unsubscribe = subscribe((event) => write(sseEvent(CHANGE_EVENT_NAME, event)));
      stop = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        signal.removeEventListener("abort", onAbort);
      };
      const onAbort = () => {
        stop();
        controller.close();
      };
      if (signal.aborted) onAbort();
      else signal.addEventListener("abort", onAbort);
    },
    cancel() {
      stop();
    },
  });
}
