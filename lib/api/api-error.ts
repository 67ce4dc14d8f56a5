import { jsonError } from "./response";

/** A known failure a route handler answers with its own status and code: `{ error: { code, message } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * Runs a route's lib call and turns a thrown failure into the one error shape: an ApiError with its
 * own status, what `answer` recognises (e.g. a Google failure) with its response, the rest a logged 500.
 */
export async function respond(
  context: string,
  work: () => Promise<Response>,
  answer?: (error: unknown) => Response | null,
): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) return jsonError(error.status, error.code, error.message);
    const known = answer?.(error);
    if (known) return known;
    console.error(`[api] ${context} failed`, error);
    return jsonError(500, "internal_error", "Something went wrong on our side. Please try again.");
  }
}
