import "server-only";
import type { Db } from "@/lib/db/types";
import type { GscInspection } from "@/lib/google/schemas/search-console";
import { listBatches, toBatchDto } from "./batches";
import { inspectionQuota } from "./quota";
import { inspectionHistory, latestInspection } from "./store";
import type { InspectionBatchesResponse, InspectionHistoryResponse } from "./types";

// What the URL Inspection view reads, for its routes and its prefetch alike. Nothing here spends
// an inspection.

/** The URL's newest kept result and its history. */
export async function urlHistory(
  db: Db,
  userId: string,
  siteUrl: string,
  url: string,
): Promise<InspectionHistoryResponse> {
  const [latest, history] = await Promise.all([
    latestInspection(db, userId, siteUrl, url),
    inspectionHistory(db, userId, siteUrl, url),
  ]);
  return {
    url,
    latest: latest
      ? { inspectedAt: latest.inspected_at.toISOString(), result: latest.result as GscInspection }
      : null,
    history,
  };
}

/** The property's newest bulk inspections and its budget left. */
export async function batchesAndQuota(
  db: Db,
  userId: string,
  siteUrl: string,
): Promise<InspectionBatchesResponse> {
  const [batches, quota] = await Promise.all([
    listBatches(db, userId, siteUrl),
    inspectionQuota(siteUrl),
  ]);
  return { batches: batches.map(toBatchDto), quota };
}
