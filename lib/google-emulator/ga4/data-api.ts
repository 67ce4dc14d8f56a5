// Data API v1beta handlers: runReport, batchRunReports and getMetadata for the caller's properties.
import { invalidArgument, propertyPermissionDenied } from "../data/api-errors";
import type { DayDrop, DropContext } from "../data/faults";
import type { DataRequestContext } from "../data/router";
import { jsonResponse } from "../oauth/wire-errors";
import { findGa4Property, worldFor, type Ga4Property } from "../world/catalog";
import { FilterError } from "./filters";
import { propertyMetadata } from "./metadata";
import { runReport } from "./report";
import {
  batchRunReportsRequest,
  payloadMessage,
  runReportRequest,
  type RunReportRequest,
} from "./request-schema";

const MAX_BATCH = 5;

function propertyOf(c: DataRequestContext): Ga4Property | null {
  return findGa4Property(worldFor(c.account), c.params[0] ?? "") ?? null;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === "") return {};
  return JSON.parse(text);
}

/** Runs `work`, turning the report errors and malformed JSON into Google's 400. */
async function answer(
  c: DataRequestContext,
  work: (body: unknown, property: Ga4Property) => unknown,
) {
  const property = propertyOf(c);
  if (!property) return propertyPermissionDenied();
  let body: unknown;
  try {
    body = await readBody(c.request);
  } catch {
    return invalidArgument("Invalid JSON payload received. Unexpected token.");
  }
  try {
    return jsonResponse(200, work(body, property));
  } catch (error) {
    if (error instanceof FilterError) return invalidArgument(error.message);
    throw error;
  }
}

/** The drop faults for these reports, asked only when one of them reports days. */
function dropsFor(c: DataRequestContext & DropContext, reports: RunReportRequest[]): DayDrop[] {
  const byDate = reports.some((r) => r.dimensions?.some((d) => d.name === "date"));
  return byDate ? [...(c.dayDrops?.() ?? [])] : [];
}

export const handleRunReport = (c: DataRequestContext & DropContext) =>
  answer(c, (body, property) => {
    const parsed = runReportRequest.safeParse(body);
    if (!parsed.success) throw new FilterError(payloadMessage(parsed.error));
    return runReport(property, parsed.data, c.now, dropsFor(c, [parsed.data]));
  });

export const handleBatchRunReports = (c: DataRequestContext & DropContext) =>
  answer(c, (body, property) => {
    const parsed = batchRunReportsRequest.safeParse(body);
    if (!parsed.success) throw new FilterError(payloadMessage(parsed.error));
    const requests = parsed.data.requests ?? [];
    if (requests.length === 0) throw new FilterError("At least one request is required.");
    if (requests.length > MAX_BATCH)
      throw new FilterError(`Batch requests are limited to ${MAX_BATCH} reports.`);
    const path = `properties/${property.propertyId}`;
    if (requests.some((r) => r.property && r.property !== path)) {
      throw new FilterError("Each request's property must be empty or match the batch's property.");
    }
    const drops = dropsFor(c, requests);
    return {
      reports: requests.map((r) => runReport(property, r, c.now, drops)),
      kind: "analyticsData#batchRunReports",
    };
  });

export function handleMetadata(c: DataRequestContext): Response {
  const id = c.params[0] ?? "";
  // properties/0 holds the fields common to every property.
  if (id !== "0" && !propertyOf(c)) return propertyPermissionDenied();
  return jsonResponse(200, propertyMetadata(id));
}
