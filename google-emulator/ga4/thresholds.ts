// GA4's data thresholds, emulated by one rule: a report that counts users (a user-scoped metric)
// by a fine-grained dimension (region, city or a user property) is subject to thresholding, and
// its rows of fewer than USER_THRESHOLD distinct users are withheld. Totals still count them.
// The app's default views (country, device, channel, landing page, date) are never thresholded.
import type { CubeRow } from "./cube";
import { distinctUsers } from "./metrics";
import type { ReportPlan } from "./plan";

export const USER_THRESHOLD = 10;

export const subjectToThresholding = (plan: ReportPlan): boolean =>
  plan.metrics.some((m) => m.def.scope === "user") && plan.dimensions.some((d) => d.fineGrained);

export const withheld = (row: CubeRow): boolean => distinctUsers(row.tally) < USER_THRESHOLD;
