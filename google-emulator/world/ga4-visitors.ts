// New and returning visitors, and the membership tier of the returning ones who signed in (the
// `membership_tier` user property). Every user's first session is a new one, so the new visitors
// hold all of a day's new users; returning ones are more engaged and buy more, members most.
import type { Behaviour } from "./ga4-audience";
import type { ChannelProfile } from "./ga4-channels";

export type Visitor = { newVsReturning: "new" | "returning"; tier: string };

export const VISITORS: readonly Visitor[] = [
  { newVsReturning: "new", tier: "(not set)" },
  { newVsReturning: "returning", tier: "(not set)" },
  { newVsReturning: "returning", tier: "basic" },
  { newVsReturning: "returning", tier: "premium" },
];

// Newsletter readers are mostly members; a member is a returning visitor.
const EMAIL = 5;
const TIERS = [0.62, 0.27, 0.11];
const EMAIL_TIERS = [0.3, 0.45, 0.25];

/** Sessions of new users per new user: nearly all of them come once. */
const FIRST_SESSIONS = 0.87;

/** Each visitor's share of a channel's sessions, and how each group differs from the average. */
export function visitorWeights(profile: ChannelProfile, channel: number) {
  const fresh = Math.min(0.95, FIRST_SESSIONS * profile.newShare);
  const tiers = channel === EMAIL ? EMAIL_TIERS : TIERS;
  const base = [fresh, ...tiers.map((t) => (1 - fresh) * t)];
  const returning = (key: number): Behaviour => ({
    fresh: 0,
    users: (1 - profile.newShare) / (1 - fresh),
    engaged: 1.08,
    views: 1.1,
    seconds: 1.15,
    key,
  });
  const behaviours: Behaviour[] = [
    { users: profile.newShare / fresh, engaged: 0.92, views: 0.9, seconds: 0.85, key: 0.6 },
    returning(1.2),
    returning(1.8),
    returning(2.6),
  ];
  return { base, behaviours };
}
