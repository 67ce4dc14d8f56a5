// GA4's default channel groups as the emulated properties see them: how much traffic each brings
// relative to organic search, how engaged it is, and the sources and mediums it is made of.
import type { Dataset } from "./catalog";

type Topic = Dataset["topic"];

export type TrafficSource = { source: string; medium: string; campaign: string; weight: number };

export type ChannelProfile = {
  name: string;
  /** Sessions per day as a share of the site's average daily search clicks. */
  share: Record<Topic, number>;
  engagementRate: number;
  pagesPerSession: number;
  /** Key events per session, before the topic's multiplier. */
  keyEventRate: number;
  /** Average session length in seconds. */
  sessionSeconds: number;
  /** Share of a day's users who are new. */
  newShare: number;
  sources: (topic: Topic) => readonly TrafficSource[];
};

const only = (source: string, medium: string, campaign: string) => () => [
  { source, medium, campaign, weight: 1 },
];

const REFERRERS: Record<Topic, readonly [string, number][]> = {
  garden: [
    ["extension.oregonstate.edu", 5],
    ["houzz.com", 3],
    ["gardenweb.example", 2],
    ["yelp.com", 2],
  ],
  dental: [
    ["zocdoc.com", 6],
    ["healthgrades.com", 3],
    ["yelp.com", 3],
  ],
  coffee: [
    ["sprudge.com", 4],
    ["yelp.com", 3],
    ["beanhunter.com", 2],
    ["eater.com", 2],
  ],
  law: [
    ["avvo.com", 5],
    ["justia.com", 3],
    ["martindale.com", 2],
  ],
};

export const CHANNELS: readonly ChannelProfile[] = [
  {
    name: "Organic Search",
    share: { garden: 1, dental: 1, coffee: 1, law: 1 },
    engagementRate: 0.63,
    pagesPerSession: 2.3,
    keyEventRate: 0.009,
    sessionSeconds: 152,
    newShare: 0.72,
    sources: () => [
      { source: "google", medium: "organic", campaign: "(organic)", weight: 86 },
      { source: "bing", medium: "organic", campaign: "(organic)", weight: 8 },
      { source: "duckduckgo", medium: "organic", campaign: "(organic)", weight: 3.5 },
      { source: "yahoo", medium: "organic", campaign: "(organic)", weight: 1.5 },
      { source: "ecosia.org", medium: "organic", campaign: "(organic)", weight: 1 },
    ],
  },
  {
    name: "Direct",
    share: { garden: 0.42, dental: 0.38, coffee: 0.5, law: 0.3 },
    engagementRate: 0.55,
    pagesPerSession: 2.0,
    keyEventRate: 0.012,
    sessionSeconds: 136,
    newShare: 0.55,
    sources: only("(direct)", "(none)", "(direct)"),
  },
  {
    name: "Referral",
    share: { garden: 0.09, dental: 0.12, coffee: 0.1, law: 0.14 },
    engagementRate: 0.66,
    pagesPerSession: 2.6,
    keyEventRate: 0.011,
    sessionSeconds: 175,
    newShare: 0.68,
    sources: (topic) =>
      REFERRERS[topic].map(([source, weight]) => ({
        source,
        medium: "referral",
        campaign: "(referral)",
        weight,
      })),
  },
  {
    name: "Organic Social",
    share: { garden: 0.12, dental: 0.05, coffee: 0.22, law: 0.03 },
    engagementRate: 0.46,
    pagesPerSession: 1.6,
    keyEventRate: 0.004,
    sessionSeconds: 84,
    newShare: 0.82,
    sources: () => [
      { source: "facebook.com", medium: "referral", campaign: "(referral)", weight: 4 },
      { source: "m.facebook.com", medium: "referral", campaign: "(referral)", weight: 3 },
      { source: "l.instagram.com", medium: "referral", campaign: "(referral)", weight: 3 },
      { source: "pinterest.com", medium: "referral", campaign: "(referral)", weight: 2 },
      { source: "reddit.com", medium: "referral", campaign: "(referral)", weight: 1 },
    ],
  },
  {
    name: "Paid Search",
    share: { garden: 0.12, dental: 0.3, coffee: 0.08, law: 0.35 },
    engagementRate: 0.58,
    pagesPerSession: 2.1,
    keyEventRate: 0.021,
    sessionSeconds: 121,
    newShare: 0.8,
    sources: () => [
      { source: "google", medium: "cpc", campaign: "brand", weight: 3 },
      { source: "google", medium: "cpc", campaign: "generic", weight: 6 },
      { source: "bing", medium: "cpc", campaign: "generic", weight: 1 },
    ],
  },
  {
    name: "Email",
    share: { garden: 0.08, dental: 0.03, coffee: 0.12, law: 0.01 },
    engagementRate: 0.71,
    pagesPerSession: 2.8,
    keyEventRate: 0.024,
    sessionSeconds: 191,
    newShare: 0.12,
    sources: () => [
      { source: "newsletter", medium: "email", campaign: "monthly_newsletter", weight: 3 },
      { source: "newsletter", medium: "email", campaign: "seasonal_offer", weight: 2 },
    ],
  },
  {
    name: "Unassigned",
    share: { garden: 0.015, dental: 0.015, coffee: 0.02, law: 0.01 },
    engagementRate: 0.3,
    pagesPerSession: 1.3,
    keyEventRate: 0.002,
    sessionSeconds: 58,
    newShare: 0.6,
    sources: only("(not set)", "(not set)", "(not set)"),
  },
];

export const ORGANIC_SEARCH = 0;
export const EMAIL = 5;

/** Clinics and firms convert visits into booked appointments more than shops do. */
export const KEY_EVENT_MULTIPLIER: Record<Topic, number> = {
  garden: 1,
  dental: 3,
  coffee: 1.4,
  law: 4,
};
