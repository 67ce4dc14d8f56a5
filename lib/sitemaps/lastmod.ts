// The W3C Datetime profile the sitemaps protocol requires for <lastmod>: a year, a month, a day,
// or a day with a time that then carries its time zone.
const W3C_DATETIME =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

// Servers a few hours ahead of UTC write "today" early: only a day beyond now counts as the future.
const FUTURE_SLACK_MS = 86_400_000;

export type LastmodCheck =
  { ok: true; time: number } | { ok: false; reason: "format" | "impossible" | "future" };

const inRange = (value: string | undefined, min: number, max: number) =>
  value === undefined || (Number(value) >= min && Number(value) <= max);

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Reads a <lastmod> value: its instant in ms, or why a crawler would ignore it. */
export function checkLastmod(value: string, now: number): LastmodCheck {
  const text = value.trim();
  const match = W3C_DATETIME.exec(text);
  if (!match) return { ok: false, reason: "format" };
  const [, year, month, day, hour, minute, second] = match;
  // Date.parse would roll 2024-02-30 over to March 1st, so the fields are checked first.
  const fieldsOk =
    inRange(month, 1, 12) &&
    inRange(day, 1, daysInMonth(Number(year), Number(month ?? 1))) &&
    inRange(hour, 0, 23) &&
    inRange(minute, 0, 59) &&
    inRange(second, 0, 59);
  if (!fieldsOk) return { ok: false, reason: "impossible" };
  const time = Date.parse(
    month === undefined ? `${year}-01-01` : day === undefined ? `${year}-${month}-01` : text,
  );
  if (Number.isNaN(time)) return { ok: false, reason: "impossible" };
  if (time > now + FUTURE_SLACK_MS) return { ok: false, reason: "future" };
  return { ok: true, time };
}

export const LASTMOD_REASONS: Record<Exclude<LastmodCheck, { ok: true }>["reason"], string> = {
  format: "is not a W3C date (use 2024-05-31 or 2024-05-31T09:30:00+00:00)",
  impossible: "is not a real date",
  future: "is in the future",
};
