// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useRealtimeInvalidation } from "./use-realtime-invalidation";

const channels: FakeChannel[] = [];
const removeChannel = vi.fn(async () => "ok");
vi.mock("@/lib/supabase/client", () => ({
  createSupabaseBrowserClient: () => ({
    channel: (name: string) => {
      const channel = new FakeChannel(name);
      channels.push(channel);
      return channel;
    },
    removeChannel,
  }),
}));

class FakeChannel {
  listens: { filter: Record<string, string>; callback: (payload: unknown) => void }[] = [];
  subscribed = false;
  constructor(readonly name: string) {}
  on(_type: string, filter: Record<string, string>, callback: (payload: unknown) => void) {
    this.listens.push({ filter, callback });
    return this;
  }
  subscribe() {
    this.subscribed = true;
    return this;
  }
}

class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (message: { data: string }) => void>();
  close = vi.fn(() => {
    this.readyState = 2;
  });
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(name: string, listener: (message: { data: string }) => void) {
    this.listeners.set(name, listener);
  }
  emit(data: object) {
    act(() => this.listeners.get("change")?.({ data: JSON.stringify(data) }));
  }
}

const ALICE = "6f1c2a9e-8d4b-4c1e-9a57-2b3c4d5e6f70";
const SUPABASE = { url: "https://project.supabase.co", anonKey: "anon-key" };
let client: QueryClient;
let invalidated: () => unknown[];

function renderRealtime(
  userId: string | null,
  supabase: typeof SUPABASE | null = null,
  renderedAt: number | null = null,
) {
  return renderHook(() => useRealtimeInvalidation(userId, supabase, renderedAt), {
    wrapper: ({ children }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
}

beforeEach(() => {
  client = new QueryClient();
  const spy = vi.spyOn(client, "invalidateQueries");
  invalidated = () => spy.mock.calls.map(([filters]) => filters?.queryKey);
  FakeEventSource.instances = [];
  channels.length = 0;
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("useRealtimeInvalidation with the server's change stream", () => {
  it("opens nothing while signed out", () => {
    renderRealtime(null);
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it("refetches projects and their data sources on a project change, once within 1 s", () => {
    renderRealtime(ALICE);
    const [source] = FakeEventSource.instances;
    expect(source!.url).toBe("/api/realtime/");
    source!.emit({ table: "projects", op: "INSERT", id: "p1" });
    source!.emit({ table: "projects", op: "UPDATE", id: "p1" });
    expect(invalidated()).toEqual([["projects"], ["data-sources"]]);
  });

  it("asks the server to replay what changed after the page was rendered", () => {
    renderRealtime(ALICE, null, 1_765_000_000_000);
    expect(FakeEventSource.instances[0]!.url).toBe("/api/realtime/?since=1765000000000");
  });

  it("refetches the Google properties and the auth session on a Google change", () => {
    renderRealtime(ALICE);
    FakeEventSource.instances[0]!.emit({ table: "google_tokens", op: "UPDATE", id: "t1" });
    expect(invalidated()).toEqual([["google-properties"], ["auth"]]);
  });

  it("refetches the jobs tray on a change to one of the user's jobs", () => {
    renderRealtime(ALICE);
    FakeEventSource.instances[0]!.emit({ table: "job_runs", op: "UPDATE", id: "j1" });
    expect(invalidated()).toEqual([["jobs"]]);
  });

  it("refetches the bell and the alert rules on a change to the user's alerts", () => {
    renderRealtime(ALICE);
    FakeEventSource.instances[0]!.emit({ table: "alerts", op: "INSERT", id: "a1" });
    expect(invalidated()).toEqual([["alerts"]]);
  });

  it("ignores what is not a change event", () => {
    renderRealtime(ALICE);
    FakeEventSource.instances[0]!.emit({ table: "profiles", op: "UPDATE", id: "x" });
    expect(invalidated()).toEqual([]);
  });

  it("refetches everything after a break, and reopens a stream the browser gave up on", () => {
    vi.useFakeTimers();
    renderRealtime(ALICE);
    const first = FakeEventSource.instances[0]!;
    first.readyState = 0;
    act(() => first.onerror?.());
    act(() => first.onopen?.());
    expect(invalidated()).toHaveLength(6);

    first.readyState = 2;
    act(() => first.onerror?.());
    act(() => vi.advanceTimersByTime(30_000));
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it("closes the stream on unmount", () => {
    const { unmount } = renderRealtime(ALICE);
    unmount();
    expect(FakeEventSource.instances[0]!.close).toHaveBeenCalled();
  });
});

describe("useRealtimeInvalidation in Supabase mode", () => {
  it("subscribes the user's channel to their rows, and leaves it on unmount", async () => {
    const { unmount } = renderRealtime(ALICE, SUPABASE);
    await waitFor(() => expect(channels).toHaveLength(1));
    const [channel] = channels;
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(channel!.name).toBe(`user-changes-${ALICE}`);
    expect(channel!.subscribed).toBe(true);
    expect(channel!.listens.map((l) => l.filter)).toEqual([
      { event: "*", schema: "public", table: "projects", filter: `user_id=eq.${ALICE}` },
      { event: "*", schema: "public", table: "google_properties", filter: `user_id=eq.${ALICE}` },
      { event: "UPDATE", schema: "public", table: "google_tokens", filter: `user_id=eq.${ALICE}` },
      { event: "*", schema: "public", table: "job_runs", filter: `user_id=eq.${ALICE}` },
      { event: "*", schema: "public", table: "alerts", filter: `user_id=eq.${ALICE}` },
      { event: "*", schema: "public", table: "alert_rules", filter: `user_id=eq.${ALICE}` },
    ]);

    act(() => channel!.listens[1]!.callback({ eventType: "DELETE", new: {}, old: { id: "g1" } }));
    expect(invalidated()).toEqual([["google-properties"], ["auth"]]);

    unmount();
    expect(removeChannel).toHaveBeenCalledWith(channel);
  });
});
