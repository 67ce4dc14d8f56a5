import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/env";
import { PUBLIC_PAGES } from "@/lib/site";

export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_PAGES.map(({ path }) => ({
    url: `${siteUrl}${path}`,
    changeFrequency: path === "/" || path.startsWith("/tools/") ? "weekly" : "monthly",
    priority: path === "/" ? 1 : path.split("/").length <= 3 ? 0.8 : 0.6,
  }));
}
