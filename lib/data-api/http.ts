import "server-only";
import { NextResponse } from "next/server";
import { readJsonBody } from "@/lib/api/request";
import { ApiError, respond } from "@/lib/api/api-error";
import { invalidInput, jsonError, jsonOk } from "@/lib/api/response";
import {
  errorPayload,
  GoogleApiError,
  httpStatusFor,
  retryAfterSeconds,
} from "@/lib/google/errors";
import * as z from "@/lib/zod-mini";

// A data request is a few ids, dates and filters; a GA4 report with nested filters stays far below this.
const MAX_BODY_BYTES = 64 * 1024;

// One message for "missing" and "someone else's": an answer must not reveal that an id exists.
export const notFound = (message: string) => new ApiError(404, "not_found", message);

/** A Google failure in the one error shape, with the status the client's toasts read. */
export function googleErrorResponse(error: GoogleApiError, message?: string): Response {
  const payload = errorPayload(error);
  const retryAfter = retryAfterSeconds(error);
  return jsonError(
    httpStatusFor(error),
    payload.code,
    message ?? payload.message,
    retryAfter === undefined ? undefined : { "Retry-After": String(retryAfter) },
  );
}

/** Runs a route's lib call; a Google failure answers with its status and code. */
export const respondData = (context: string, work: () => Promise<Response>) =>
  respond(context, work, (error) =>
    error instanceof GoogleApiError ? googleErrorResponse(error) : null,
  );

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** The JSON body checked against `schema`, or the 400/413 answer to send instead. */
export async function parseBody<T>(request: Request, schema: z.ZodMiniType<T>): Promise<Parsed<T>> {
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return body;
  return parseInput(body.body, schema);
}

export function parseInput<T>(input: unknown, schema: z.ZodMiniType<T>): Parsed<T> {
  const result = z.safeParse(schema, input);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, response: invalidInput(result.error) };
}

export const ok = <T>(data: T) =>
  jsonOk<T>(data, { headers: { "Cache-Control": "private, no-store" } });

export const noContent = () => new NextResponse(null, { status: 204 });
