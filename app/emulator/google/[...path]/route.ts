// GET, POST, PUT, DELETE /emulator/google/… — Google OAuth and data APIs answered by the built-in emulator.
import type { NextRequest } from "next/server";
import { readBodyBytes } from "@/lib/api/body";
import { ApiError } from "@/lib/api/errors";
import { jsonError } from "@/lib/api/response";
import { getRequestUser } from "@/lib/auth/server/session";
import { runMode } from "@/lib/env";
import { appEmulator } from "@/google-emulator/app-emulator";
import { handleGoogleEmulator } from "@/google-emulator/handler";
import { EMULATOR_BASE_PATH } from "@/google-emulator/paths";

// OAuth forms and API requests of a few kilobytes; a GA4 report with many filters stays far below.
const MAX_BODY_BYTES = 1024 * 1024;

/** The request with its body read under the cap, so the emulator's own readers never buffer more. */
async function cappedRequest(request: Request): Promise<Request> {
  if (!request.body) return request;
  const body = await readBodyBytes(request, MAX_BODY_BYTES);
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
  });
}

async function handle(request: NextRequest): Promise<Response> {
  // With real Google credentials or Supabase configured, nothing may sign in as a demo account.
  if (runMode() !== "embedded") {
    return jsonError(404, "not_found", "The Google emulator runs only in embedded mode.");
  }
  let capped: Request;
  try {
    capped = await cappedRequest(request);
  } catch (error) {
    if (error instanceof ApiError) return jsonError(error.status, error.code, error.message);
    throw error;
  }
  // The fault endpoint takes the signed-in user as its caller, who may fault only their own account.
  const callerEmail = async () => (await getRequestUser(request))?.email ?? null;
  return handleGoogleEmulator(capped, EMULATOR_BASE_PATH, await appEmulator(), { callerEmail });
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const DELETE = handle;
