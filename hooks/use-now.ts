import { useEffect, useState } from "react";

/**
 * The browser's clock, read after mount and again every `intervalMs`; null on the server and in
 * the first render, so both write the same HTML (show an absolute time until then).
 */
export function useNow(intervalMs = 60_000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick);
    const every = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [intervalMs]);
  return now;
}
