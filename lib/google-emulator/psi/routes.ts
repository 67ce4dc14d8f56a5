import type { DataRoute } from "../data/router";

export const PSI_ROUTES: readonly DataRoute[] = [];
