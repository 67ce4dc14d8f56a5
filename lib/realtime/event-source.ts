import { CHANGE_EVENT_NAME } from "./sse";
import { parseChangeEvent, type ChangeEvent } from "./changes";

export const CHANGE_STREAM_PATH = "/api/realtime/";
// The browser reconnects by itself after a dropped connection; after a refused one (a 503, say) it
// gives up, so the stream is opened again after this pause.
export const REOPEN_DELAY_MS = 30_000;
const CLOSED = 2; // EventSource.CLOSED

export interface ChangeStreamHandlers {
  onChange(event: ChangeEvent): void;
  /** The stream is back after a break: changes made meanwhile were missed. */
  onReconnect(): void;
}

type EventSourceLike = Pick<
  EventSource,
  "addEventListener" | "close" | "readyState" | "onerror" | "onopen"
>;

/**
 * Embedded and self-hosted modes: the change stream of GET /api/realtime/. The server first
 * replays what changed after `since` (its clock when it read the page's data), or in the last minute
 * when there is none. Returns the stop.
 */
export function subscribeToChangeStream(
  { onChange, onReconnect }: ChangeStreamHandlers,
  since: number | null,
  open: (url: string) => EventSourceLike = (url) => new EventSource(url),
): () => void {
  const url = since === null ? CHANGE_STREAM_PATH : `${CHANGE_STREAM_PATH}?since=${since}`;
  let source: EventSourceLike | null = null;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let broken = false;

  function connect(): void {
    const current = open(url);
    source = current;
    current.addEventListener(CHANGE_EVENT_NAME, (message) => {
      const event = parseChangeEvent(String((message as MessageEvent).data));
      if (event) onChange(event);
    });
    current.onopen = () => {
      if (broken) onReconnect();
      broken = false;
    };
    current.onerror = () => {
      broken = true;
      if (current.readyState !== CLOSED) return;
      current.close();
      reopen = setTimeout(connect, REOPEN_DELAY_MS);
    };
  }

  connect();
  return () => {
    clearTimeout(reopen);
    source?.close();
  };
}
