import { GA4_ROUTES } from "../ga4/routes";
import { GBP_ROUTES } from "../gbp/routes";
import { GSC_ROUTES } from "../gsc/routes";
import { PSI_ROUTES } from "../psi/routes";
import type { DataRoute } from "./router";

/** Every emulated data API endpoint. */
export const DATA_ROUTES: readonly DataRoute[] = [
  ...GSC_ROUTES,
  ...GA4_ROUTES,
  ...GBP_ROUTES,
  ...PSI_ROUTES,
];
