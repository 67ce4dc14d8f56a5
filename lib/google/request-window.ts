// A sliding one-minute window of request starts, for Google's per-minute quotas. Waits only when
// the window is full, so nothing is left scheduled once the requests are done.

const MINUTE_MS = 60_000;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** At most `perMinute` starts in any 60 seconds: `take()` resolves when the next one may start. */
export function requestWindow(perMinute: number, { now = Date.now, sleep = wait } = {}) {
  const starts: number[] = [];
  return {
    async take(): Promise<void> {
      for (;;) {
        const at = now();
        while (starts.length > 0 && at - starts[0]! >= MINUTE_MS) starts.shift();
        if (starts.length < perMinute) {
          starts.push(at);
          return;
        }
        await sleep(starts[0]! + MINUTE_MS - at);
      }
    },
  };
}
