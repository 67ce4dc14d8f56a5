import "server-only";
import type { NextRequest } from "next/server";
import { refuseCrossSite } from "./cross-site";
import { errorResponse } from "./errors";
import { jsonError } from "./response";

/** A route handler; `context` holds the dynamic segments of routes that have them. */
export type RouteHandler<C = unknown, R extends Request = NextRequest> = (
  request: R,
  context: C,
) => Promise<Response>;

/**
 * A route handler whose thrown failures are answered in the one error shape (see errorResponse):
 * parse, authorise and the lib call all throw, and the handler keeps to the success path. A
 * state-changing request another site's page sent is refused (403) before the handler runs.
 */
export function apiRoute<C = unknown, R extends Request = NextRequest>(
  handler: RouteHandler<C, R>,
): (request: R, context?: C) => Promise<Response> {
  return async (request, context) => {
    try {
      refuseCrossSite(request);
      return await handler(request, context as C);
    } catch (error) {
      // The client went away mid-request (a page closed or navigated): what failed then, the body
      // cut short say, is not the server's failure, and nobody reads the answer. Not logged.
      if (request.signal.aborted || isRequestAborted(error))
        return jsonError(499, "client_closed_request", "The request was closed before its answer.");
      return errorResponse(error, `${request.method} ${new URL(request.url).pathname}`);
    }
  };
}

/**
 * Node's error for a request whose connection closed before its body was read ("aborted"); a
 * reset of the server's own connections (to Postgres, say) reads "read ECONNRESET" and is a failure.
 */
function isRequestAborted(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.message === "aborted" &&
    (error as NodeJS.ErrnoException).code === "ECONNRESET"
  );
}
