// Data API v1beta handlers: runReport, batchRunReports, getMetadata and checkCompatibility for the
// caller's properties.
import { invalidArgument, propertyPermissionDenied } from "../data/api-errors";
import type { DayDrop, DropContext } from "../data/faults";
import type { DataRequestContext } from "../data/router";
import { jsonResponse } from "../oauth/wire-errors";
import { findGa4Property, worldFor, type Ga4Property } from "../world/catalog";
import { checkCompatibility, checkCompatibilityRequest } from "./compatibility";
import { FilterError } from "./filters";
import { propertyMetadata } from "./metadata";
import { runReport } from "./report";
import {
  batchRunReportsRequest,
  payloadMessage,
  runReportRequest,
  type RunReportRequest,
} from "./request-schema";
import { COMMON_SCHEMA, schemaFor, type Ga4Schema } from "./schema";

const MAX_BATCH = 5;

function propertyOf(c: DataRequestContext): Ga4Property | null {
  return findGa4Property(worldFor(c.account), c.params[0] ?? "") ?? null;
}

/** The fields of the property; `properties/0` holds the fields common to every property. */
function schemaOf(c: DataRequestContext): Ga4Schema | null {
  if (c.params[0] === "0") return COMMON_SCHEMA;
  const property = propertyOf(c);
  return property ? schemaFor(property) : null;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === "") return {};
  return JSON.parse(text);
}

/** Runs `work` on `target`, turning the report errors and malformed JSON into Google's 400. */
async function answer<T>(
  c: DataRequestContext,
  target: T | null,
  work: (body: unknown, target: T) => unknown,
) {
  if (!target) return propertyPermissionDenied();
  let body: unknown;
  try {
    body = await readBody(c.request);
  } catch {
    return invalidArgument("Invalid JSON payload received. Unexpected token.");
  }
  try {
    return jsonResponse(200, work(body, target));
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
  answer(c, propertyOf(c), (body, property) => {
    const parsed = runReportRequest.safeParse(body);
    if (!parsed.success) throw new FilterError(payloadMessage(parsed.error));
    return runReport(property, parsed.data, c.now, dropsFor(c, [parsed.data]));
  });

export const handleBatchRunReports = (c: DataRequestContext & DropContext) =>
  answer(c, propertyOf(c), (body, property) => {
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
  const schema = schemaOf(c);
  if (!schema) return propertyPermissionDenied();
  return jsonResponse(200, propertyMetadata(c.params[0] ?? "", schema));
}

export const handleCheckCompatibility = (c: DataRequestContext) =>
  answer(c, schemaOf(c), (body, schema) => {
    const parsed = checkCompatibilityRequest.safeParse(body);
    if (!parsed.success) throw new FilterError(payloadMessage(parsed.error));
    return checkCompatibility(parsed.data, schema);
  });
