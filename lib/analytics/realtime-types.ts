// The answer of GET /api/data/ga4/realtime/: who is on the site now, as GA4's Realtime API counts.

export type RealtimeResponse = {
  /** Distinct users active in the last 30 minutes (Google's total, not the minutes added up). */
  activeUsers: number;
  /** Active users per minute, the oldest (29 minutes ago) first and this minute last. */
  minutes: number[];
  /** The countries with the most active users, most first. */
  countries: { country: string; activeUsers: number }[];
  /** When Google was asked (ISO). */
  at: string;
};

/** How often the card asks again while the page is visible. */
export const REALTIME_REFRESH_MS = 60_000;
