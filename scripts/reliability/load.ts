// The load run: many users reading the dashboard's data at once, with the answers already cached.
import { setTimeout } from "node:timers/promises";
import autocannon from "autocannon";
import type { DataRequest } from "./dashboard-requests";
import { expectStatus, type HttpClient } from "./http";

const ARRIVALS_PER_SECOND = 10;

type Latencies = { requests: number; p50: number; p90: number; p99: number; max: number };

export type LoadResult = Latencies & {
  connections: number;
  seconds: number;
  /** Over the whole run, warm-up included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  rps: number;
  kinds: number;
  /** Each request alone on the warm cache, before the run: the median of three, in ms. */
  alone: { label: string; ms: number }[];
  /** The run's first seconds, which its latencies do not count (see runLoad). */
  warmUp: Latencies & { seconds: number };
};

/** Nearest-rank percentiles of response times in ms. */
export function latencies(times: number[]): Latencies {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return {
    requests: sorted.length,
    p50: Math.round(at(50)),
    p90: Math.round(at(90)),
    p99: Math.round(at(99)),
    max: Math.round(sorted.at(-1) ?? 0),
  };
}

export async function runLoad(options: {
  client: HttpClient;
  requests: DataRequest[];
  connections: number;
  seconds: number;
  /**
   * The run's first seconds are a warm-up: the same users on the same connections, whose answers
   * count for errors but not for latency. Two things make a server's first seconds unlike the rest:
   * V8 has not yet compiled the hot paths (throughput rises by about a quarter over the first 20 s),
   * and the users are still arriving (ten a second, see below), each new connection waiting its turn
   * to be taken in. The counted window keeps the warm-up's connections: it measures all the users,
   * once they are there.
   */
  warmUpSeconds: number;
}): Promise<LoadResult> {
  const { client, requests } = options;
  // One request each first, so the run measures the warm cache, as a person reloading a view does.
  for (const r of requests) {
    expectStatus(await client.json("POST", r.path, r.body), `warm-up ${r.label}`, 200);
  }
  // What each request costs with nothing else running, to read the run's latencies against.
  const alone = [];
  for (const r of requests) {
    const times = [];
    for (let i = 0; i < 3; i++) times.push((await client.json("POST", r.path, r.body)).ms);
    alone.push({ label: r.label, ms: times.sort((a, b) => a - b)[1]! });
  }
  const headers = {
    "content-type": "application/json",
    cookie: client.jar?.header() ?? "",
    origin: client.origin,
  };
  const started = performance.now();
  const countFrom = started + options.warmUpSeconds * 1000;
  const warm: number[] = [];
  const counted: number[] = [];
  const body = {
    url: client.origin,
    timeout: 10,
    // Each connection walks the list, so every view's requests are in the mix.
    requests: requests.map((r) => ({
      method: "POST" as const,
      path: r.path,
      headers,
      body: JSON.stringify(r.body),
    })),
  };
  const total = options.warmUpSeconds + options.seconds;
  // The users arrive ten a second, as a crowd does, rather than all in one millisecond: Node takes
  // in about one new connection per event-loop turn while busy, and a turn serves every connection
  // already in, so a burst of 50 onto a busy server left its last user waiting over 10 s.
  const batches = Math.ceil(options.connections / ARRIVALS_PER_SECOND);
  const runs = Array.from({ length: batches }, async (_, i) => {
    await setTimeout(i * 1000);
    return new Promise<autocannon.Result>((resolve, reject) => {
      const run = autocannon(
        {
          ...body,
          connections: Math.min(ARRIVALS_PER_SECOND, options.connections - i * ARRIVALS_PER_SECOND),
          duration: total - i,
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      // A response counts when its request was sent within the counted window.
      run.on("response", (_client, _status, _bytes, ms) => {
        (performance.now() - ms >= countFrom ? counted : warm).push(ms);
      });
    });
  });
  const results = await Promise.all(runs);
  const sum = (pick: (r: autocannon.Result) => number) =>
    results.reduce((all, r) => all + pick(r), 0);
  const measured = latencies(counted);
  return {
    ...measured,
    connections: options.connections,
    seconds: options.seconds,
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    rps: measured.requests / options.seconds,
    kinds: requests.length,
    alone,
    warmUp: { ...latencies(warm), seconds: options.warmUpSeconds },
  };
}
