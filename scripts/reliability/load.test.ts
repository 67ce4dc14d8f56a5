import { latencies } from "./load";

describe("the load run's latencies", () => {
  it("are nearest-rank percentiles of the counted responses", () => {
    const times = Array.from({ length: 200 }, (_, i) => i + 1); // 1 … 200 ms, shuffled below
    times.reverse();
    expect(latencies(times)).toEqual({ requests: 200, p50: 100, p90: 180, p99: 198, max: 200 });
  });

  it("let one slow answer in a hundred through p99 but not two", () => {
    const fast = Array.from({ length: 98 }, () => 10);
    expect(latencies([...fast, 10, 4000]).p99).toBe(10);
    expect(latencies([...fast, 4000, 4000]).p99).toBe(4000);
  });

  it("are zero for a run that counted nothing", () => {
    expect(latencies([])).toEqual({ requests: 0, p50: 0, p90: 0, p99: 0, max: 0 });
  });
});
