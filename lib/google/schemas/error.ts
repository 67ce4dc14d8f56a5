import { z } from "zod";

// Google's API error envelope (google-apis.md §6): google.rpc.Status as JSON, with the legacy
// `errors[]` array of older surfaces. `status` is missing on some (Search Console's 403).

const legacyErrorSchema = z.looseObject({
  message: z.string().optional(),
  domain: z.string().optional(),
  reason: z.string().optional(),
});

/** One entry of `details[]`; only the fields the classifier reads are typed. */
const errorDetailSchema = z.looseObject({
  "@type": z.string(),
  reason: z.string().optional(),
  domain: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  retryDelay: z.string().optional(),
});

export const apiErrorEnvelopeSchema = z.object({
  error: z.looseObject({
    code: z.number().int(),
    message: z.string().default(""),
    status: z.string().optional(),
    errors: z.array(legacyErrorSchema).optional(),
    details: z.array(errorDetailSchema).optional(),
  }),
});

export type ApiErrorEnvelope = z.infer<typeof apiErrorEnvelopeSchema>;
export type ApiErrorDetail = z.infer<typeof errorDetailSchema>;

const STATUS_BY_CODE: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  409: "ABORTED",
  429: "RESOURCE_EXHAUSTED",
  499: "CANCELLED",
  500: "INTERNAL",
  501: "UNIMPLEMENTED",
  503: "UNAVAILABLE",
  504: "DEADLINE_EXCEEDED",
};

/** The canonical status name, derived from the HTTP code when the body leaves it out. */
export const canonicalStatus = (envelope: ApiErrorEnvelope): string | undefined =>
  envelope.error.status ?? STATUS_BY_CODE[envelope.error.code];

/** Every `reason` the body carries: ErrorInfo details first, then the legacy array. */
export function errorReasons(envelope: ApiErrorEnvelope): string[] {
  const fromDetails = (envelope.error.details ?? []).flatMap((d) =>
    d["@type"].endsWith("google.rpc.ErrorInfo") && d.reason ? [d.reason] : [],
  );
  const legacy = (envelope.error.errors ?? []).flatMap((e) => (e.reason ? [e.reason] : []));
  return [...fromDetails, ...legacy];
}

/** RetryInfo's `retryDelay` ("1.5s") in milliseconds. */
export function retryInfoDelayMs(envelope: ApiErrorEnvelope): number | undefined {
  const retry = (envelope.error.details ?? []).find((d) =>
    d["@type"].endsWith("google.rpc.RetryInfo"),
  );
  const seconds = retry?.retryDelay ? Number.parseFloat(retry.retryDelay) : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * 1000) : undefined;
}

/** The quota limit a RESOURCE_EXHAUSTED names: ErrorInfo metadata, else the message text. */
export function quotaLimitText(envelope: ApiErrorEnvelope): string {
  const limits = (envelope.error.details ?? []).flatMap((d) => {
    const limit = d.metadata?.quota_limit;
    return typeof limit === "string" ? [limit] : [];
  });
  return [...limits, envelope.error.message].join("\n");
}
