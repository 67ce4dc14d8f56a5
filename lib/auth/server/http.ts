import "server-only";
import { NextResponse } from "next/server";
import { jsonError } from "@/lib/api/response";

import { readJsonBody as readCappedJsonBody } from "@/lib/api/request";

// Sign-in bodies hold a code and a state of a few hundred characters at most.
const MAX_BODY_BYTES = 8 * 1024;

export const readJsonBody = (request: Request) => readCappedJsonBody(request, MAX_BODY_BYTES);

export const noContent = () => new NextResponse(null, { status: 204 });

/** A failure nobody can act on: logged with its context, answered in the one error shape. */
export function internalError(context: string, error: unknown) {
  console.error(`[auth] ${context} failed`, error);
  return jsonError(500, "internal_error", "Something went wrong on our side. Please try again.");
}
