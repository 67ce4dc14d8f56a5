import type { DataRoute } from "../data/router";

export const GA4_ROUTES: readonly DataRoute[] = [];
