// GET /api/auth/session — who is signed in, their profile and the health of their Google connection (never a token)
import { ok } from "@/lib/api/response";
import { apiRoute } from "@/lib/api/route";
import { readSessionState } from "@/lib/auth/server/session-state";
import { dropDeadSessionCookie, getRequestUser } from "@/lib/auth/server/session";

export const GET = apiRoute(async (request) => {
  const user = await getRequestUser(request);
  const response = ok(await readSessionState(user), {
    headers: { "Cache-Control": "private, no-store" },
  });
  if (!user) dropDeadSessionCookie(request, response);
  return response;
});
