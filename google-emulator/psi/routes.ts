import type { DataRoute } from "../data/router";

export const PSI_ROUTES: readonly DataRoute[] = [
  {
    method: "GET",
    hosts: ["pagespeedonline.googleapis.com", "www.googleapis.com"],
    pattern: /^pagespeedonline\/v5\/runPagespeed$/,
    // PageSpeed takes an optional API key, never OAuth.
    scopes: [],
    service: "pagespeedonline.googleapis.com",
    method_name: "pagespeedonline.pagespeedapi.runpagespeed",
    // Loaded on first use: it reads Lighthouse's texts, which nothing else in the emulator needs.
    handle: async (c) => (await import("./run-pagespeed")).runPagespeed(c),
  },
];
