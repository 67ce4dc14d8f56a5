// The ways a channel's daily facts split: traffic source, technology, place, landing page and the
// visitor (new or returning, and a member's tier). Each axis gives, per channel and day, one weight
// vector per fact, so engaged sessions lean towards desktops and key events towards product pages
// while sessions follow the plain weights.
import type { Dataset } from "./catalog";
import {
  ABROAD_BEHAVIOUR,
  DEVICE_BEHAVIOUR,
  MOBILE_LEAN,
  placesFor,
  TECHNOLOGIES,
  type Behaviour,
  type Place,
} from "./ga4-audience";
import { CHANNELS, ORGANIC_SEARCH, type TrafficSource } from "./ga4-channels";
import { FACTS } from "./ga4-daily";
import { KIND_AFFINITY, KIND_BEHAVIOUR } from "./ga4-page-affinity";
import { searchPages, type LandingPage } from "./ga4-search-pages";
import { visitorWeights, VISITORS } from "./ga4-visitors";

export type AxisId = "source" | "technology" | "place" | "page" | "visitor";

export type SourceValue = TrafficSource & { channel: number };

/** The values of an axis with any weight, and their weights: one vector per fact (see FACTS). */
export type AxisWeights = { support: Int32Array; byFact: readonly Float64Array[] };

export type AxisModel = {
  size: number;
  weights(channel: number, day: number): AxisWeights;
};

type Group = keyof Behaviour;

// The behaviours each fact follows; facts with none follow the plain weights.
const GROUPS: readonly (readonly Group[])[] = FACTS.map((fact): Group[] => {
  switch (fact) {
    case "engagedSessions":
      return ["engaged"];
    case "users":
    case "activeUsers":
      return ["users"];
    case "newUsers":
      return ["fresh"];
    case "screenPageViews":
    case "eventCount":
      return ["views"];
    case "keyEvents":
    case "keyEventSessions":
    case "purchases":
    case "purchaseCents":
      return ["key"];
    case "sessionSeconds":
    case "engagementSeconds":
      return ["seconds"];
    case "itemsViewed":
      return ["items", "views"];
    case "itemsPurchased":
    case "itemCents":
      return ["items", "key"];
    case "readingSeconds":
      return ["reading", "seconds"];
    default:
      return [];
  }
});

function perFact(
  base: ArrayLike<number>,
  behaviour: (i: number) => Behaviour | undefined,
): AxisWeights {
  const support: number[] = [];
  for (let i = 0; i < base.length; i++) if (base[i]! > 0) support.push(i);
  const plain = Float64Array.from(support.map((i) => base[i]!));
  const times = (i: number, groups: readonly Group[]) =>
    groups.reduce((w, g) => w * (behaviour(i)?.[g] ?? 1), base[i]!);
  const byFact = GROUPS.map((groups) =>
    groups.length > 0 ? Float64Array.from(support.map((i) => times(i, groups))) : plain,
  );
  return { support: Int32Array.from(support), byFact };
}

function memo(
  build: (channel: number, bucket: number) => AxisWeights,
  bucketOf: (day: number) => number,
) {
  const cache = new Map<number, AxisWeights>();
  return (channel: number, day: number) => {
    const bucket = bucketOf(day);
    const key = bucket * 16 + channel;
    let hit = cache.get(key);
    if (!hit) cache.set(key, (hit = build(channel, bucket)));
    return hit;
  };
}

export function sourceValues(dataset: Dataset): SourceValue[] {
  return CHANNELS.flatMap((c, channel) => c.sources(dataset.topic).map((s) => ({ ...s, channel })));
}

const SOCIAL = 3;
const PAID = 4;
const MOBILE_BY_CHANNEL = [1, 1, 0.9, 1.8, 1.2, 1.1, 1.3];

/**
 * The five axes of one property's traffic as of `today` (which search world the pages come from);
 * weight caches live as long as the returned object.
 */
export function axisModels(
  dataset: Dataset,
  today: number,
): Record<AxisId, AxisModel> & {
  sources: SourceValue[];
  places: readonly Place[];
  pages: readonly LandingPage[];
} {
  const sources = sourceValues(dataset);
  const places = placesFor(dataset);
  const search = searchPages(dataset, today);
  const pages = search.pages;
  const constant = () => 0;
  const week = (day: number) => Math.floor(day / 7);

  const source: AxisModel = {
    size: sources.length,
    weights: memo((channel) => {
      const base = Float64Array.from(sources, (s) => (s.channel === channel ? s.weight : 0));
      return perFact(base, () => undefined);
    }, constant),
  };
  const technology: AxisModel = {
    size: TECHNOLOGIES.length,
    weights: memo((channel) => {
      const lean = MOBILE_LEAN[dataset.topic] * (MOBILE_BY_CHANNEL[channel] ?? 1);
      const base = Float64Array.from(
        TECHNOLOGIES,
        (t) => t.weight * (t.deviceCategory === "desktop" ? 1 : lean),
      );
      return perFact(base, (i) => DEVICE_BEHAVIOUR[TECHNOLOGIES[i]!.deviceCategory]);
    }, constant),
  };
  const place: AxisModel = {
    size: places.length,
    weights: memo((channel) => {
      const base = Float64Array.from(places, (p) =>
        p.countryId === "US"
          ? p.weight
          : p.weight * (channel === PAID ? 0.08 : channel === SOCIAL ? 1.6 : 1),
      );
      return perFact(base, (i) => (places[i]!.countryId === "US" ? undefined : ABROAD_BEHAVIOUR));
    }, constant),
  };
  // Organic visits land where the week's search clicks went; other channels follow each page's
  // long-run popularity, flattened, and the kinds of page they favour.
  const weeks = new Map<number, Float64Array>();
  const weekClicks = (bucket: number) => {
    let week = weeks.get(bucket);
    if (!week) {
      const clicks = search.clicks(bucket * 7, bucket * 7 + 6);
      weeks.set(bucket, (week = clicks.some((c) => c > 0) ? clicks : search.daily));
    }
    return week;
  };
  const page: AxisModel = {
    size: pages.length,
    weights: memo((channel, bucket) => {
      const start = bucket * 7;
      const week = weekClicks(bucket);
      const base = Float64Array.from(pages, (p, i) => {
        if (p.launch > start) return 0;
        if (channel === ORGANIC_SEARCH) return week[i]!;
        const popularity = Math.pow(week[i]! / 7 + search.daily[i]! + 0.5, 0.7);
        return popularity * KIND_AFFINITY[p.kind][channel]!;
      });
      return perFact(base, (i) => KIND_BEHAVIOUR[pages[i]!.kind]);
    }, week),
  };
  const visitor: AxisModel = {
    size: VISITORS.length,
    weights: memo((channel) => {
      const { base, behaviours } = visitorWeights(CHANNELS[channel]!, channel);
      return perFact(base, (i) => behaviours[i]);
    }, constant),
  };
  return { source, technology, place, page, visitor, sources, places, pages };
}
