import { GOOGLE_TIME_ZONE } from "@/lib/dates/google-day";

// When a scheduled report goes out: weekly on a weekday (1 = Monday … 7 = Sunday) or monthly on a
// day (1–28, so every month has it), at an hour of Google's (Pacific) day. Pure, on Intl alone
// (like lib/dates/google-day.ts), so it holds wherever Date is replaced (a test's fake clock).

export type Cadence = "weekly" | "monthly";
export type ScheduleTiming = { cadence: Cadence; day: number; hour: number };

export const WEEKDAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: GOOGLE_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** The Pacific wall clock at `instant`, as if it were UTC (so plain UTC arithmetic applies). */
function pacificAsUtc(instant: number): number {
  const parts = Object.fromEntries(
    wallClock.formatToParts(instant).map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
}

/** The instant the Pacific wall clock reads `wall` (given as if UTC). */
function fromPacific(wall: number): number {
  const guess = wall - (pacificAsUtc(wall) - wall);
  // Once more across a change of daylight saving time between the guess and the answer.
  return wall - (pacificAsUtc(guess) - guess);
}

/** The first sending strictly after `after`. */
export function nextRunAt(timing: ScheduleTiming, after: Date): Date {
  const now = after.getTime();
  const wall = new Date(pacificAsUtc(now));
  const y = wall.getUTCFullYear();
  const m = wall.getUTCMonth();
  const d = wall.getUTCDate();
  if (timing.cadence === "weekly") {
    // getUTCDay counts Sunday as 0; the schedule counts Monday as 1 and Sunday as 7.
    const today = wall.getUTCDay() === 0 ? 7 : wall.getUTCDay();
    const ahead = (timing.day - today + 7) % 7;
    for (const extra of [0, 7]) {
      const at = fromPacific(Date.UTC(y, m, d + ahead + extra, timing.hour));
      if (at > now) return new Date(at);
    }
    return new Date(fromPacific(Date.UTC(y, m, d + ahead + 14, timing.hour)));
  }
  for (const months of [0, 1]) {
    const at = fromPacific(Date.UTC(y, m + months, timing.day, timing.hour));
    if (at > now) return new Date(at);
  }
  return new Date(fromPacific(Date.UTC(y, m + 2, timing.day, timing.hour)));
}

/** "Every Monday at 07:00 (Pacific)", "On day 4 of every month at 07:00 (Pacific)" */
export function describeTiming({ cadence, day, hour }: ScheduleTiming): string {
  const time = `${String(hour).padStart(2, "0")}:00 (Pacific)`;
  return cadence === "weekly"
    ? `Every ${WEEKDAY_NAMES[day - 1] ?? "Monday"} at ${time}`
    : `On day ${day} of every month at ${time}`;
}
