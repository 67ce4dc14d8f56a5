// GET, POST, PUT, DELETE /emulator/google/… — Google OAuth and data APIs answered by the built-in emulator.
import type { NextRequest } from "next/server";
import { jsonError } from "@/lib/api/response";
import { getRequestUser } from "@/lib/auth/server/session";
import { runMode } from "@/lib/env";
import { appEmulator } from "@/lib/google-emulator/app-emulator";
import { handleGoogleEmulator } from "@/lib/google-emulator/handler";
import { EMULATOR_BASE_PATH } from "@/lib/google-emulator/paths";

async function handle(request: NextRequest): Promise<Response> {
  // With real Google credentials or Supabase configured, nothing may sign in as a demo account.
  if (runMode() !== "embedded") {
    return jsonError(404, "not_found", "The Google emulator runs only in embedded mode.");
  }
  // The fault endpoint takes the signed-in user as its caller, who may fault only their own account.
  const callerEmail = async () => (await getRequestUser(request))?.email ?? null;
  return handleGoogleEmulator(request, EMULATOR_BASE_PATH, await appEmulator(), { callerEmail });
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const DELETE = handle;
