import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { classifyRefreshFailure, REFRESH_ERRORS, retryWithBackoff } from "./refresh-rules";

const invalid = {
  code: "refresh_token_invalid",
  message: "Your Google connection has expired. Please reconnect.",
  retryable: false,
};
const network = {
  code: "network_error",
  message: "Network error during token refresh. Please check your connection.",
  retryable: true,
};
const failed = {
  code: "refresh_failed",
  message: "Failed to refresh Google access. Please try again.",
  retryable: true,
};

function withCode(message: string, code: string) {
  return Object.assign(new Error(message), { code });
}

describe("classifyRefreshFailure", () => {
  it("keeps the spec's texts", () => {
    expect(REFRESH_ERRORS).toEqual({
      refresh_token_invalid: invalid,
      network_error: network,
      refresh_failed: failed,
    });
  });

  it.each([
    ["needsReauth from the refresh function", { error: "Refresh failed", needsReauth: true }],
    ["needsReauth without an error text", { needsReauth: true }],
    [
      "Google's OAuth body",
      { error: "invalid_grant", error_description: "Token has been expired or revoked." },
    ],
    ["an Error naming invalid_grant", new Error("Token refresh failed: invalid_grant")],
    [
      "our error shape naming invalid_grant",
      { error: { code: "google", message: "invalid_grant: Bad Request" } },
    ],
    ["a plain string", "invalid_grant"],
  ])("asks for a reconnect on %s", (_label, failure) => {
    expect(classifyRefreshFailure(failure)).toEqual(invalid);
  });

  it.each([
    [
      "Node's fetch failure",
      new TypeError("fetch failed", {
        cause: withCode("connect ECONNREFUSED 127.0.0.1:443", "ECONNREFUSED"),
      }),
    ],
    ["Chrome's fetch failure", new TypeError("Failed to fetch")],
    ["Firefox's fetch failure", new TypeError("NetworkError when attempting to fetch resource.")],
    ["Safari's fetch failure", new TypeError("Load failed")],
    ["a refused connection", withCode("connect ECONNREFUSED", "ECONNREFUSED")],
    ["a reset connection", withCode("socket hang up", "ECONNRESET")],
    ["an unknown host", withCode("getaddrinfo ENOTFOUND oauth2.googleapis.com", "ENOTFOUND")],
    [
      "an undici connect timeout",
      new Error("fetch failed", {
        cause: withCode("Connect Timeout Error", "UND_ERR_CONNECT_TIMEOUT"),
      }),
    ],
    [
      "an aborted-by-timeout request",
      Object.assign(new Error("The operation was aborted due to timeout"), {
        name: "TimeoutError",
      }),
    ],
  ])("reports a network error on %s", (_label, failure) => {
    expect(classifyRefreshFailure(failure)).toEqual(network);
  });

  it.each([
    ["a 500 from the refresh function", { error: "Internal error encountered." }],
    ["an invalid client", { error: "invalid_client", error_description: "Unauthorized" }],
    [
      "a TypeError that is a bug, not a network failure",
      new TypeError("Cannot read properties of undefined (reading 'expires_at')"),
    ],
    ["an unknown Error", new Error("Something odd")],
    ["needsReauth that is not exactly true", { needsReauth: "true" }],
    ["null", null],
    ["undefined", undefined],
  ])("reports a retryable failure on %s", (_label, failure) => {
    expect(classifyRefreshFailure(failure)).toEqual(failed);
  });
});

describe("retryWithBackoff", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("returns the first success without waiting", async () => {
    const fn = vi.fn().mockResolvedValue("ok");
    await expect(retryWithBackoff(fn, { attempts: 3 })).resolves.toBe("ok");
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("waits 200, 400 and 800 ms between tries", async () => {
    const fn = vi
      .fn<(attempt: number) => Promise<string>>()
      .mockRejectedValueOnce(new Error("500"))
      .mockRejectedValueOnce(new Error("500"))
      .mockRejectedValueOnce(new Error("500"))
      .mockResolvedValue("ok");
    const result = retryWithBackoff(fn, { attempts: 4, baseDelayMs: 200 });

    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(399);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(800);
    expect(fn).toHaveBeenCalledTimes(4);
    await expect(result).resolves.toBe("ok");
    expect(fn.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1, 2, 3]);
  });

  it("throws the last error once the attempts are used up", async () => {
    const fn = vi.fn().mockRejectedValue(new TypeError("fetch failed"));
    const result = retryWithBackoff(fn, { attempts: 3 });
    const settled = expect(result).rejects.toThrow("fetch failed");
    await vi.advanceTimersByTimeAsync(600);
    await settled;
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it("does not retry a rejected refresh token", async () => {
    const fn = vi.fn().mockRejectedValue({ error: "invalid_grant" });
    await expect(retryWithBackoff(fn, { attempts: 5 })).rejects.toEqual({ error: "invalid_grant" });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("takes a custom retry rule", async () => {
    const fn = vi.fn().mockRejectedValue(new Error("nope"));
    await expect(retryWithBackoff(fn, { attempts: 5, isRetryable: () => false })).rejects.toThrow(
      "nope",
    );
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
