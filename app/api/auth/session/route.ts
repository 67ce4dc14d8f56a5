// GET /api/auth/session — who is signed in, their profile and the health of their Google connection (never a token)
import { ok } from "@/lib/api/response";
import { apiRoute } from "@/lib/api/route";
import { readSessionState } from "@/lib/auth/server/session-state";
import { getRequestUser } from "@/lib/auth/server/session";

export const GET = apiRoute(async (request) => {
  const state = await readSessionState(await getRequestUser(request));
  return ok(state);
});
