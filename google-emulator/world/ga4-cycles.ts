// Weekly and yearly rhythm of a site's visits, by the kind of business it is.
import type { Dataset } from "./catalog";
import { weekday, yearPhase } from "./ga4-calendar";

type Topic = Dataset["topic"];

// Sunday first. Shops browse on weekends; clinics and firms are searched for on workdays.
const WEEKDAY: Record<Topic, readonly number[]> = {
  garden: [1.12, 0.96, 0.95, 0.94, 0.93, 0.96, 1.14],
  dental: [0.55, 1.18, 1.16, 1.14, 1.1, 1.02, 0.62],
  coffee: [1.08, 0.95, 0.96, 0.97, 0.99, 1.03, 1.12],
  law: [0.5, 1.2, 1.18, 1.15, 1.12, 1.02, 0.55],
};

/** Peaks: gardening in spring, coffee in the gift season, dental after New Year, law flat. */
function seasonCurve(topic: Topic, phase: number): number {
  const bump = (center: number, width: number) => {
    const d = Math.min(Math.abs(phase - center), 1 - Math.abs(phase - center));
    return Math.exp(-(d * d) / (2 * width * width));
  };
  switch (topic) {
    case "garden":
      return 0.72 + 0.65 * bump(0.33, 0.09) + 0.18 * bump(0.72, 0.06);
    case "coffee":
      return 0.9 + 0.42 * bump(0.93, 0.04) + 0.08 * bump(0.1, 0.08);
    case "dental":
      return 0.95 + 0.16 * bump(0.05, 0.05) + 0.08 * bump(0.65, 0.05);
    case "law":
      return 0.97 + 0.06 * bump(0.2, 0.1);
  }
}

export const weekdayFactor = (topic: Topic, day: number): number => WEEKDAY[topic][weekday(day)]!;

export const seasonFactor = (topic: Topic, day: number): number =>
  seasonCurve(topic, yearPhase(day));
