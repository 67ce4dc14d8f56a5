import type { DataRoute } from "../data/router";
import { runPagespeed } from "./run-pagespeed";

export const PSI_ROUTES: readonly DataRoute[] = [
  {
    method: "GET",
    hosts: ["pagespeedonline.googleapis.com", "www.googleapis.com"],
    pattern: /^pagespeedonline\/v5\/runPagespeed$/,
    // PageSpeed takes an optional API key, never OAuth.
    scopes: [],
    service: "pagespeedonline.googleapis.com",
    method_name: "pagespeedonline.pagespeedapi.runpagespeed",
    handle: runPagespeed,
  },
];
