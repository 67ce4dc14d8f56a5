import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { invalidateOnce } from "./invalidate-once";

let client: QueryClient;
let spy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient();
  spy = vi.spyOn(client, "invalidateQueries");
});
afterEach(() => vi.useRealTimers());

describe("invalidateOnce", () => {
  it("drops an invalidation of the same key within 1 s", async () => {
    expect(await invalidateOnce(client, ["projects"])).toBe(true);
    vi.advanceTimersByTime(999);
    expect(await invalidateOnce(client, ["projects"])).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await invalidateOnce(client, ["projects"])).toBe(true);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy).toHaveBeenCalledWith({ queryKey: ["projects"] });
  });

  it("keeps keys apart, however their objects are ordered", async () => {
    expect(await invalidateOnce(client, ["projects"])).toBe(true);
    expect(await invalidateOnce(client, ["data-sources"])).toBe(true);
    expect(await invalidateOnce(client, ["gsc", { b: 1, a: 2 }])).toBe(true);
    expect(await invalidateOnce(client, ["gsc", { a: 2, b: 1 }])).toBe(false);
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it("counts each query client on its own", async () => {
    const other = new QueryClient();
    expect(await invalidateOnce(client, ["projects"])).toBe(true);
    expect(await invalidateOnce(other, ["projects"])).toBe(true);
  });
});
