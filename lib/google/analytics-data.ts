import "server-only";
import { analyticsdata, type analyticsdata_v1beta } from "@googleapis/analyticsdata";
import { getDb } from "@/lib/db/client";
import { GoogleApiError } from "./api-error";
import { callGoogle, type GoogleCallContext } from "./call-google";
import { Ga4TokenLedger } from "./ga4-token-ledger";
import { toGa4Report, type Ga4Report } from "./ga4-report";
import { requestOptions } from "./request-options";
import {
  batchRunReportsResponseSchema,
  checkCompatibilityResponseSchema,
  metadataResponseSchema,
  runReportResponseSchema,
  type Ga4Compatibility,
  type Ga4Metadata,
} from "./schemas/analytics";
import type {
  Ga4CompatibilityRequest,
  Ga4RealtimeRequest,
  Ga4ReportRequest,
} from "./schemas/analytics-request";
import { parseWire } from "./wire";

export type { Ga4Report } from "./ga4-report";
export type { Ga4Compatibility, Ga4Metadata } from "./schemas/analytics";
export {
  ga4CompatibilityRequestSchema,
  ga4RealtimeRequestSchema,
  ga4ReportRequestSchema,
  type Ga4CompatibilityRequest,
  type Ga4RealtimeRequest,
  type Ga4ReportRequest,
} from "./schemas/analytics-request";

const API = "analyticsData";
// batchRunReports takes at most five reports per call.
const MAX_BATCH = 5;
const client = analyticsdata({ version: "v1beta" });

// Google reads int64 fields (limit, offset, int64Value) from JSON numbers as well as strings; the
// generated types only name strings.
type WireRequest = analyticsdata_v1beta.Schema$RunReportRequest;
// Every Core report asks for the property's token buckets: the ledger counts them (see below).
const wire = (request: Ga4ReportRequest) =>
  ({ ...request, returnPropertyQuota: true }) as WireRequest;
const realtimeWire = (request: Ga4RealtimeRequest) =>
  request as analyticsdata_v1beta.Schema$RunRealtimeReportRequest;

/** `properties/123` for `123` or `properties/123`. */
const propertyName = (propertyId: string) =>
  propertyId.startsWith("properties/") ? propertyId : `properties/${propertyId}`;

// The Core reports' token buckets of every property, shared by the app servers through Postgres.
// The Realtime API has buckets of its own, which Rankwell's few realtime reads do not count.
const sharedLedger = new Ga4TokenLedger({ db: getDb });

/** What is left of a GA4 property's Core token buckets, as Google last said. */
export const ga4TokenUsage = (propertyId: string) => sharedLedger.usage(propertyName(propertyId));

/** The GA4 Data API for one user. */
export function analyticsData(
  ctx: GoogleCallContext,
  { tokens = sharedLedger }: { tokens?: Ga4TokenLedger } = {},
) {
  const call = <T>(fn: (options: ReturnType<typeof requestOptions>) => Promise<T>) =>
    callGoogle(ctx, API, (token) => fn(requestOptions(ctx, API, token)));

  /** A Core report: refused before sending when a bucket is empty; its tokens recorded after. */
  async function counted(propertyId: string, send: () => Promise<Ga4Report[]>) {
    const property = propertyName(propertyId);
    await tokens.check(property);
    try {
      const reports = await send();
      // A batch's reports each say the buckets after it: the last one holds the least left.
      const spent = reports.reduce(
        (sum, r) => sum + (r.propertyQuota?.tokensPerDay?.consumed ?? 0),
        0,
      );
      const last = reports.at(-1)?.propertyQuota;
      if (last) {
        await tokens.record(property, {
          ...last,
          ...(last.tokensPerDay ? { tokensPerDay: { ...last.tokensPerDay, consumed: spent } } : {}),
          ...(last.tokensPerHour
            ? { tokensPerHour: { ...last.tokensPerHour, consumed: spent } }
            : {}),
          ...(last.tokensPerProjectPerHour
            ? { tokensPerProjectPerHour: { ...last.tokensPerProjectPerHour, consumed: spent } }
            : {}),
        });
      }
      return reports;
    } catch (error) {
      // Google's own word that the day's tokens are gone stops every server until midnight Pacific.
      if (error instanceof GoogleApiError && error.kind === "quota_daily") {
        await tokens.exhausted(property, "quota_daily");
      }
      throw error;
    }
  }

  return {
    async runReport(propertyId: string, request: Ga4ReportRequest): Promise<Ga4Report> {
      const [report] = await counted(propertyId, async () => {
        const { data } = await call((o) =>
          client.properties.runReport(
            { property: propertyName(propertyId), requestBody: wire(request) },
            o,
          ),
        );
        return [toGa4Report(parseWire(runReportResponseSchema, data, API))];
      });
      return report!;
    },

    /** Up to five reports in one call, in the order asked. */
    async batchRunReports(propertyId: string, requests: Ga4ReportRequest[]): Promise<Ga4Report[]> {
      if (requests.length === 0) return [];
      if (requests.length > MAX_BATCH) {
        throw new RangeError(`batchRunReports takes at most ${MAX_BATCH} reports.`);
      }
      return counted(propertyId, async () => {
        const { data } = await call((o) =>
          client.properties.batchRunReports(
            { property: propertyName(propertyId), requestBody: { requests: requests.map(wire) } },
            o,
          ),
        );
        return parseWire(batchRunReportsResponseSchema, data, API).reports.map(toGa4Report);
      });
    },

    /**
     * The Realtime API: the last 30 minutes by default, or the request's minute ranges, with the
     * realtime dimensions and metrics (`minutesAgo`, `country`, `activeUsers`…). Its answer is
     * runReport's without `metadata`, so it reads into the same report; a total of `activeUsers`
     * counts distinct users, less than the sum of the minutes'.
     */
    async runRealtimeReport(propertyId: string, request: Ga4RealtimeRequest): Promise<Ga4Report> {
      const { data } = await call((o) =>
        client.properties.runRealtimeReport(
          { property: propertyName(propertyId), requestBody: realtimeWire(request) },
          o,
        ),
      );
      return toGa4Report(parseWire(runReportResponseSchema, data, API));
    },

    /** The property's dimensions and metrics, custom definitions included. */
    async getMetadata(propertyId: string): Promise<Ga4Metadata> {
      const { data } = await call((o) =>
        client.properties.getMetadata({ name: `${propertyName(propertyId)}/metadata` }, o),
      );
      return parseWire(metadataResponseSchema, data, API);
    },

    /**
     * Which of the property's dimensions and metrics could join `request` and keep it compatible
     * (item-scoped fields do not mix with session- and user-scoped ones). Google answers 400
     * INVALID_ARGUMENT, a GoogleApiError, when the request's own fields clash; `properties/0`
     * checks the common fields only.
     */
    async checkCompatibility(
      propertyId: string,
      request: Ga4CompatibilityRequest,
    ): Promise<Ga4Compatibility> {
      const { data } = await call((o) =>
        client.properties.checkCompatibility(
          {
            property: propertyName(propertyId),
            requestBody: request as analyticsdata_v1beta.Schema$CheckCompatibilityRequest,
          },
          o,
        ),
      );
      return parseWire(checkCompatibilityResponseSchema, data, API);
    },
  };
}
