import { changeEventStream, sseEvent } from "./sse";
import type { ChangeEvent } from "./changes";

const EVENT: ChangeEvent = { table: "projects", op: "UPDATE", id: "p1" };

function setup() {
  let send: ((event: ChangeEvent) => void) | undefined;
  const unsubscribe = vi.fn();
  const controller = new AbortController();
  const stream = changeEventStream({
    subscribe: (sink) => {
      send = sink;
      return unsubscribe;
    },
    signal: controller.signal,
  });
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const next = async () => {
    const { value, done } = await reader.read();
    return done ? null : decoder.decode(value);
  };
  return { send: (e: ChangeEvent) => send!(e), unsubscribe, controller, reader, next };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("changeEventStream", () => {
  it("starts with a retry hint, then one event per change", async () => {
    const s = setup();
    expect(await s.next()).toBe("retry: 5000\n\n");
    s.send(EVENT);
    expect(await s.next()).toBe(sseEvent("change", EVENT));
    expect(sseEvent("change", EVENT)).toBe(
      'event: change\ndata: {"table":"projects","op":"UPDATE","id":"p1"}\n\n',
    );
  });

  it("sends a heartbeat comment every 25 s", async () => {
    const s = setup();
    await s.next();
    vi.advanceTimersByTime(25_000);
    expect(await s.next()).toBe(": heartbeat\n\n");
  });

  it("closes and unsubscribes when the request is aborted", async () => {
    const s = setup();
    await s.next();
    s.controller.abort();
    expect(await s.next()).toBeNull();
    expect(s.unsubscribe).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("unsubscribes when the reader cancels", async () => {
    const s = setup();
    await s.reader.cancel();
    expect(s.unsubscribe).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
    s.controller.abort();
    expect(s.unsubscribe).toHaveBeenCalledOnce();
  });
});
