import { withBackoff } from "./backoff";

const failing = (failures: unknown[]) => {
  const calls: number[] = [];
  const fn = async (attempt: number) => {
    calls.push(attempt);
    if (attempt < failures.length) throw failures[attempt];
    return "done";
  };
  return { fn, calls };
};

describe("withBackoff", () => {
  it("waits the base delay, doubling, until a try succeeds", async () => {
    const waits: number[] = [];
    const { fn, calls } = failing(["a", "b"]);
    const sleep = async (ms: number) => void waits.push(ms);
    await expect(
      withBackoff(fn, { attempts: 3, baseDelayMs: 200, isRetryable: () => true, sleep }),
    ).resolves.toBe("done");
    expect(calls).toEqual([0, 1, 2]);
    expect(waits).toEqual([200, 400]);
  });

  it("throws the last failure once the attempts are spent, and a lasting one at once", async () => {
    const sleep = async () => {};
    const spent = failing(["a", "b", "c"]);
    await expect(
      withBackoff(spent.fn, { attempts: 2, baseDelayMs: 1, isRetryable: () => true, sleep }),
    ).rejects.toBe("b");
    const lasting = failing(["fatal"]);
    await expect(
      withBackoff(lasting.fn, { attempts: 5, baseDelayMs: 1, isRetryable: () => false, sleep }),
    ).rejects.toBe("fatal");
    expect(lasting.calls).toEqual([0]);
  });

  it("waits what the failure asked for when longer, never past the cap", async () => {
    const waits: number[] = [];
    const { fn } = failing([{ ask: 5_000 }, { ask: 90_000 }, { ask: 10 }]);
    await withBackoff(fn, {
      attempts: 4,
      baseDelayMs: 1000,
      maxDelayMs: 30_000,
      isRetryable: () => true,
      askedDelayMs: (error) => (error as { ask: number }).ask,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(waits).toEqual([5_000, 30_000, 4_000]);
  });
});
