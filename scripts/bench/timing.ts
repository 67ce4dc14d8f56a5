/** Runs `fn` once to warm up, then `runs` times; returns the median and best time in ms. */
export function timeIt(fn: () => unknown, runs = 7): { medianMs: number; bestMs: number } {
  fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)]!, bestMs: times[0]! };
}

export function formatTiming(
  label: string,
  t: { medianMs: number; bestMs: number },
  target: string,
): string {
  return `${label.padEnd(58)} median ${t.medianMs.toFixed(1).padStart(7)} ms   best ${t.bestMs.toFixed(1).padStart(7)} ms   (target ${target})`;
}
