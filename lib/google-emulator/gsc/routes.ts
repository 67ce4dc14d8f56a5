import type { DataRoute } from "../data/router";

export const GSC_ROUTES: readonly DataRoute[] = [];
