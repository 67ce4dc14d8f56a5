/** Runs `run` once after `firstDelayMs` and then every `intervalMs`, until the returned stop is called. */
export function startPeriodic(
  run: () => void,
  { firstDelayMs, intervalMs }: { firstDelayMs: number; intervalMs: number },
): () => void {
  const first = setTimeout(run, firstDelayMs);
  const every = setInterval(run, intervalMs);
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
