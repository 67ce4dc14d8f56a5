// The load run: many users reading the dashboard's data at once, with the answers already cached.
import autocannon from "autocannon";
import type { DataRequest } from "./dashboard-requests";
import { expectStatus, type HttpClient } from "./http";

export type LoadResult = {
  connections: number;
  seconds: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  rps: number;
  kinds: number;
  /** Each request alone on the warm cache, before the run: the median of three, in ms. */
  alone: { label: string; ms: number }[];
};

export async function runLoad(options: {
  client: HttpClient;
  requests: DataRequest[];
  connections: number;
  seconds: number;
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
  const result = await autocannon({
    url: client.origin,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    // Each connection walks the list, so every view's requests are in the mix.
    requests: requests.map((r) => ({
      method: "POST",
      path: r.path,
      headers,
      body: JSON.stringify(r.body),
    })),
  });
  return {
    connections: options.connections,
    seconds: options.seconds,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    rps: result.requests.average,
    kinds: requests.length,
    alone,
  };
}
