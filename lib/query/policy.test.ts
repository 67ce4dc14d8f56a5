import { afterEach, describe, expect, it, vi } from "vitest";
import { MutationObserver } from "@tanstack/react-query";
import {
  gbpLocationsQueryPolicy,
  googlePropertiesQueryPolicy,
  makeQueryClient,
  projectsQueryPolicy,
  queryRetryDelay,
  retryMutationOnce,
  retryOnceUnlessDenied,
  shouldRetryQuery,
} from "./policy";
import { ApiRequestError } from "./request";

afterEach(() => vi.useRealTimers());

describe("query client defaults (spec §9)", () => {
  it("retries up to twice, and never on 401 or 403", () => {
    const serverError = { status: 500 };
    expect(shouldRetryQuery(0, serverError)).toBe(true);
    expect(shouldRetryQuery(1, serverError)).toBe(true);
    expect(shouldRetryQuery(2, serverError)).toBe(false);
    expect(shouldRetryQuery(0, { status: 401 })).toBe(false);
    expect(shouldRetryQuery(0, { status: 403 })).toBe(false);
    expect(shouldRetryQuery(0, new TypeError("Failed to fetch"))).toBe(true);
  });

  it("waits 1 s, doubling, capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it("keeps data fresh for 2 minutes and cached for 10, with no refetch on focus or reconnect", () => {
    const { queries, mutations } = makeQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 120_000,
      gcTime: 600_000,
      retry: shouldRetryQuery,
      retryDelay: queryRetryDelay,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    });
    expect(mutations).toMatchObject({ retry: retryMutationOnce, retryDelay: 1000 });
  });

  it("retries a mutation once only when the server or the network failed", () => {
    expect(retryMutationOnce(0, { status: 502 })).toBe(true);
    expect(retryMutationOnce(0, new TypeError("Failed to fetch"))).toBe(true);
    expect(retryMutationOnce(0, new ApiRequestError(undefined, "network_error", "offline"))).toBe(
      true,
    );
    expect(retryMutationOnce(1, { status: 502 })).toBe(false);
    expect(retryMutationOnce(0, { status: 404 })).toBe(false);
  });

  it("runs a failed mutation again after 1 s, and a refused one never", async () => {
    vi.useFakeTimers();
    const client = makeQueryClient();
    const flaky = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiRequestError(502, "http_error", "Bad gateway"))
      .mockResolvedValue("saved");
    const saving = new MutationObserver(client, { mutationFn: flaky }).mutate();
    await vi.advanceTimersByTimeAsync(999);
    expect(flaky).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    await expect(saving).resolves.toBe("saved");
    expect(flaky).toHaveBeenCalledTimes(2);

    const refused = vi.fn(() =>
      Promise.reject(new ApiRequestError(400, "invalid_input", "Please enter a name.")),
    );
    await expect(
      new MutationObserver(client, { mutationFn: refused }).mutate(),
    ).rejects.toMatchObject({ status: 400 });
    expect(refused).toHaveBeenCalledOnce();
  });
});

describe("query policies (spec §9)", () => {
  it("projects: stale after 30 s, one retry, none on 401 or 403", () => {
    expect(projectsQueryPolicy).toEqual({ staleTime: 30_000, retry: retryOnceUnlessDenied });
    expect(retryOnceUnlessDenied(0, { status: 500 })).toBe(true);
    expect(retryOnceUnlessDenied(1, { status: 500 })).toBe(false);
    expect(retryOnceUnlessDenied(0, { status: 401 })).toBe(false);
    expect(retryOnceUnlessDenied(0, { status: 403 })).toBe(false);
  });

  it("properties: stale after 5 minutes, no refetch on focus", () => {
    expect(googlePropertiesQueryPolicy).toEqual({
      staleTime: 300_000,
      refetchOnWindowFocus: false,
    });
  });

  it("business profile locations: cached 5 minutes", () => {
    expect(gbpLocationsQueryPolicy.staleTime).toBe(300_000);
  });
});
