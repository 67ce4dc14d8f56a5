import { describe, expect, it } from "vitest";
import { FEATURES, SITE_NAME } from "@/lib/site";
import { PAGE_META } from "@/content/page-meta";
import { getFeatureContent, isFeatureSlug } from "./index";

const all = FEATURES.map((f) => getFeatureContent(f.slug));

describe("feature content", () => {
  it("has content for every feature, under its own slug", () => {
    for (const feature of FEATURES) expect(getFeatureContent(feature.slug).slug).toBe(feature.slug);
  });

  it("keeps titles within 60 characters once the site name is added", () => {
    for (const c of all) expect(`${c.title} | ${SITE_NAME}`.length, c.slug).toBeLessThanOrEqual(60);
  });

  it("keeps descriptions between 140 and 160 characters", () => {
    for (const c of all) {
      expect(c.description.length, c.slug).toBeGreaterThanOrEqual(140);
      expect(c.description.length, c.slug).toBeLessThanOrEqual(160);
    }
  });

  it("uses a unique title and description on every page", () => {
    const pages = [...all, ...Object.values(PAGE_META)];
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length);
  });

  it("points related features at other, existing features", () => {
    for (const c of all) {
      expect(c.related.length, c.slug).toBeGreaterThanOrEqual(2);
      expect(new Set(c.related).size).toBe(c.related.length);
      expect(c.related).not.toContain(c.slug);
      for (const slug of c.related) expect(isFeatureSlug(slug)).toBe(true);
    }
  });

  it("links into the app with a trailing slash", () => {
    for (const c of all) expect(c.appPath).toMatch(/^\/app\/([a-z0-9-]+\/)+$/);
  });

  it("fills every section", () => {
    for (const c of all) {
      expect(c.problem.length, c.slug).toBeGreaterThan(0);
      expect(c.shows.length, c.slug).toBeGreaterThanOrEqual(3);
      expect(c.method.length, c.slug).toBeGreaterThanOrEqual(2);
      expect(c.steps.length, c.slug).toBeGreaterThanOrEqual(3);
      expect(c.limits.length, c.slug).toBeGreaterThan(0);
    }
  });

  it("recognises only real slugs", () => {
    expect(isFeatureSlug("sitemaps")).toBe(true);
    expect(isFeatureSlug("pricing")).toBe(false);
  });
});
