import { formatDateTime } from "@/lib/dates/format";

/** "in 5 h 12 min": how long from `now` until `at` (ISO), at least a minute. */
export function timeUntil(at: string, now: number): string {
  const minutes = Math.max(1, Math.round((Date.parse(at) - now) / 60_000));
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `in ${hours} h` : `in ${hours} h ${rest} min`;
}

/** "in 5 h 12 min" once the browser's clock is known, else the moment itself ("at Mar 2, 2026, 08:00 UTC"). */
export function whenText(at: string, now: number | null): string {
  return now === null ? `at ${formatDateTime(at)}` : timeUntil(at, now);
}
