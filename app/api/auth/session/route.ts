// GET /api/auth/session — who is signed in, their profile and the health of their Google connection (never a token)
import type { NextRequest } from "next/server";
import { jsonOk } from "@/lib/api/response";
import { readSessionState } from "@/lib/auth/server/session-state";
import { internalError } from "@/lib/auth/server/http";
import { getRequestUser } from "@/lib/auth/server/session";

export async function GET(request: NextRequest) {
  try {
    const state = await readSessionState(await getRequestUser(request));
    return jsonOk(state, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return internalError("reading the session", error);
  }
}
