import "server-only";
import { jsonError } from "@/lib/api/response";
import { ProjectsApiError } from "./errors";

// A project name or a property URI is tiny; anything near this is not a real request.
const MAX_BODY_BYTES = 16 * 1024;

export type BodyResult = { ok: true; body: unknown } | { ok: false; response: Response };

/** The request's JSON body, or the 400/413 answer to send instead. */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
    return {
      ok: false,
      response: jsonError(413, "payload_too_large", "The request body is too large."),
    };
  }
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return {
      ok: false,
      response: jsonError(400, "invalid_json", "The request body must be a JSON object."),
    };
  }
}

/** The answer to a failed projects call: its own status for known failures, else a logged 500. */
export function errorResponse(error: unknown, context: string): Response {
  if (error instanceof ProjectsApiError) return jsonError(error.status, error.code, error.message);
  console.error(`[projects] ${context} failed`, error);
  return jsonError(500, "internal_error", "Something went wrong on our side. Please try again.");
}

/** Runs a route's lib call and turns a thrown failure into the one error shape. */
export async function respond(context: string, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    return errorResponse(error, context);
  }
}
