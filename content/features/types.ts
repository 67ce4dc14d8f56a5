import type { FeatureSlug } from "@/lib/site";

/** A titled paragraph: one thing a view shows, or one rule of how a number is computed. */
export type FeaturePoint = { title: string; body: string };

/** Everything a feature page says, as data, so ten pages share one template. */
export type FeatureContent = {
  slug: FeatureSlug;
  /** Page title without the " | Rankwell" suffix; with it, at most 60 characters. */
  title: string;
  /** Meta description, 140 to 160 characters. */
  description: string;
  /** Where the feature lives in the signed-in app. */
  appPath: string;
  lead: string;
  /** Why the feature exists: the problem as an SEO professional meets it. */
  problem: string[];
  /** What Rankwell shows. */
  shows: FeaturePoint[];
  /** How the numbers are computed. */
  method: FeaturePoint[];
  /** How to use it, in order. */
  steps: string[];
  /** Limits of Google's data or of the feature that a user should know before relying on it. */
  limits: string[];
  related: FeatureSlug[];
};
