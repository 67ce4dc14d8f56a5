import { describe, expect, it } from "vitest";
import { makeQueryClient, queryRetryDelay, shouldRetryQuery } from "./query-client";

describe("query client defaults", () => {
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
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    });
    expect(mutations).toMatchObject({ retry: 1, retryDelay: 1000 });
  });
});
