import "server-only";
import { INSPECTION_LIMITS, type InspectionQuotaLeft } from "@/lib/google/inspection-quota";
import { inspectionQuotaLeft } from "@/lib/google/search-console";
import { nextPacificMidnight } from "@/lib/google/pacific-date";
import type { InspectionQuotaDto } from "./types";

/** The property's inspection budget as the view shows it: what is left, of what, and when it returns. */
export async function inspectionQuota(
  siteUrl: string,
  left?: InspectionQuotaLeft,
  now = Date.now(),
): Promise<InspectionQuotaDto> {
  const remaining = left ?? (await inspectionQuotaLeft(siteUrl));
  return {
    ...remaining,
    perMinute: INSPECTION_LIMITS.perMinute,
    perDay: INSPECTION_LIMITS.perDay,
    dayResetsAt: nextPacificMidnight(now).toISOString(),
  };
}
