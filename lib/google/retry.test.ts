import { GoogleApiError, type GoogleErrorKind } from "./api-error";
import { withRetry } from "./retry";

const failure = (kind: GoogleErrorKind, retryAfterMs?: number) =>
  new GoogleApiError(kind, kind, {
    status: 0,
    api: "searchConsole",
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  });

function harness(failures: unknown[]) {
  const sleeps: number[] = [];
  let calls = 0;
  const fn = async () => {
    calls += 1;
    const next = failures.shift();
    if (next) throw next;
    return "ok";
  };
  const sleep = async (ms: number) => void sleeps.push(ms);
  return { fn, sleep, sleeps, calls: () => calls };
}

describe("withRetry", () => {
  it("tries a transient failure once more after 1 s", async () => {
    const h = harness([failure("transient")]);
    await expect(withRetry(h.fn, { sleep: h.sleep })).resolves.toBe("ok");
    expect(h.calls()).toBe(2);
    expect(h.sleeps).toEqual([1000]);
  });

  it("makes at most two attempts in all", async () => {
    const h = harness([failure("rate_limit"), failure("rate_limit"), failure("rate_limit")]);
    await expect(withRetry(h.fn, { sleep: h.sleep })).rejects.toMatchObject({ kind: "rate_limit" });
    expect(h.calls()).toBe(2);
    expect(h.sleeps).toEqual([1000]);
  });

  it.each<GoogleErrorKind>([
    "reauth",
    "insufficient_scope",
    "access_denied",
    "invalid_request",
    "not_found",
    "quota_daily",
  ])("never retries %s", async (kind) => {
    const h = harness([failure(kind)]);
    await expect(withRetry(h.fn, { sleep: h.sleep })).rejects.toMatchObject({ kind });
    expect(h.calls()).toBe(1);
    expect(h.sleeps).toEqual([]);
  });

  it("does not retry what is not a classified Google failure", async () => {
    const h = harness([new Error("bug")]);
    await expect(withRetry(h.fn, { sleep: h.sleep })).rejects.toThrow("bug");
    expect(h.calls()).toBe(1);
  });

  it("doubles from 1 s and caps at 30 s when allowed more attempts", async () => {
    const h = harness(Array.from({ length: 6 }, () => failure("transient")));
    await withRetry(h.fn, { sleep: h.sleep, maxAttempts: 7 });
    expect(h.sleeps).toEqual([1000, 2000, 4000, 8000, 16000, 30000]);
  });

  it("waits as long as Google asked when that is longer, still capped", async () => {
    const longer = harness([failure("rate_limit", 5000)]);
    await withRetry(longer.fn, { sleep: longer.sleep });
    expect(longer.sleeps).toEqual([5000]);
    const shorter = harness([failure("rate_limit", 200)]);
    await withRetry(shorter.fn, { sleep: shorter.sleep });
    expect(shorter.sleeps).toEqual([1000]);
    const huge = harness([failure("rate_limit", 120_000)]);
    await withRetry(huge.fn, { sleep: huge.sleep });
    expect(huge.sleeps).toEqual([30_000]);
  });
});
