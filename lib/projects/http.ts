import "server-only";
import { jsonError } from "@/lib/api/response";
import { readJsonBody as readCappedJsonBody } from "@/lib/api/request";
import { ProjectsApiError } from "./errors";

// A project name or a property URI is tiny; anything near this is not a real request.
const MAX_BODY_BYTES = 16 * 1024;

export const readJsonBody = (request: Request) => readCappedJsonBody(request, MAX_BODY_BYTES);

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
