import "server-only";
import { NextResponse } from "next/server";
import { jsonError } from "@/lib/api/response";

// Sign-in bodies hold a code and a state of a few hundred characters at most.
const MAX_BODY_BYTES = 8 * 1024;

export type JsonBody = { ok: true; body: unknown } | { ok: false; response: Response };

/** The request's JSON body, or the 400/413 answer to send instead. */
export async function readJsonBody(request: Request): Promise<JsonBody> {
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

export const noContent = () => new NextResponse(null, { status: 204 });

/** A failure nobody can act on: logged with its context, answered in the one error shape. */
export function internalError(context: string, error: unknown) {
  console.error(`[auth] ${context} failed`, error);
  return jsonError(500, "internal_error", "Something went wrong on our side. Please try again.");
}
