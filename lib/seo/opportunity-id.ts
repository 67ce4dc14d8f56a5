import type { Opportunity } from "@/lib/seo/opportunities";

// Its own module so the rules in other files (sitemap-opportunities.ts) build opportunities without
// importing the engine that calls them.

/** An opportunity under its stable id, `${type}:${query ?? ""}:${page ?? ""}`. */
export function opportunity(fields: Omit<Opportunity, "id">): Opportunity {
  return { id: `${fields.type}:${fields.query ?? ""}:${fields.page ?? ""}`, ...fields };
}
