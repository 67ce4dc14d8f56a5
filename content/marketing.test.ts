import { describe, expect, it } from "vitest";
import { FEATURES } from "@/lib/site";
import { featureGroupOf, featureGroups } from "./feature-groups";
import { VIEW_GROUPS } from "./views";
import { PAGE_META } from "./page-meta";

describe("feature groups", () => {
  it("splits the ten features into core and advanced, each feature once", () => {
    const groups = featureGroups();
    expect(groups.map((g) => g.id)).toEqual(["core", "advanced"]);
    const slugs = groups.flatMap((g) => g.features.map((f) => f.slug));
    expect([...slugs].sort()).toEqual(FEATURES.map((f) => f.slug).sort());
  });

  it("finds the group of a feature", () => {
    expect(featureGroupOf("search-performance")?.id).toBe("core");
    expect(featureGroupOf("cannibalization")?.id).toBe("advanced");
  });
});

describe("landing content", () => {
  it("links every feature from the list of views", () => {
    const linked = VIEW_GROUPS.flatMap((g) => g.views.map((v) => v.feature)).filter(Boolean);
    expect([...linked].sort()).toEqual(FEATURES.map((f) => f.slug).sort());
  });

  it("keeps view ids unique", () => {
    const ids = VIEW_GROUPS.flatMap((g) => g.views.map((v) => v.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("page metadata", () => {
  it("keeps titles within 60 and descriptions within 140 to 160 characters", () => {
    for (const meta of Object.values(PAGE_META)) {
      const title = meta.path === "/" ? meta.title : `${meta.title} | Rankwell`;
      expect(title.length, meta.path).toBeLessThanOrEqual(60);
      expect(meta.description.length, meta.path).toBeGreaterThanOrEqual(140);
      expect(meta.description.length, meta.path).toBeLessThanOrEqual(160);
      expect(meta.path.endsWith("/")).toBe(true);
    }
  });
});
