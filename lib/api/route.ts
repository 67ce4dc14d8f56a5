import "server-only";
import type { NextRequest } from "next/server";
import { refuseCrossSite } from "./cross-site";
import { errorResponse } from "./errors";

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
      return errorResponse(error, `${request.method} ${new URL(request.url).pathname}`);
    }
  };
}
