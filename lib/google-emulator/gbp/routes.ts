import type { DataRoute } from "../data/router";

export const GBP_ROUTES: readonly DataRoute[] = [];
