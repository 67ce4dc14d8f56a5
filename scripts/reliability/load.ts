// The load run: many users reading the dashboard's data at once, with the answers already cached.
import autocannon from "autocannon";
import type { DataRequest } from "./dashboard-requests";
import { expectStatus, type HttpClient } from "./http";

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
   * and Node takes in about one new connection per event-loop turn while it is busy, so of 50
   * connections opened at once the last may wait seconds for its first answer. The counted window
   * keeps the warm-up's connections, so it measures users who are already there.
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
  const load = {
    url: client.origin,
    connections: options.connections,
    duration: options.warmUpSeconds + options.seconds,
    timeout: 10,
    // Each connection walks the list, so every view's requests are in the mix.
    requests: requests.map((r) => ({
      method: "POST" as const,
      path: r.path,
      headers,
      body: JSON.stringify(r.body),
    })),
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(load, (error, done) => (error ? reject(error) : resolve(done)));
    // A response counts when its request was sent within the counted window.
    run.on("response", (_client, _status, _bytes, ms) => {
      (performance.now() - ms >= countFrom ? counted : warm).push(ms);
    });
  });
  const measured = latencies(counted);
  return {
    ...measured,
    connections: options.connections,
    seconds: options.seconds,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    rps: measured.requests / options.seconds,
    kinds: requests.length,
    alone,
    warmUp: { ...latencies(warm), seconds: options.warmUpSeconds },
  };
}
