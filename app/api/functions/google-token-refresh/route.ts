// POST /api/functions/google-token-refresh — refreshes the signed-in user's Google access token and answers its new expiry
import { jsonOk } from "@/lib/api/response";
import { refreshGoogleTokens, TokenRefreshError } from "@/lib/auth/server/google-tokens";
import { internalError } from "@/lib/auth/server/http";
import { withSessionUser } from "@/lib/auth/server/session";

export const POST = withSessionUser(async (_request, user) => {
  try {
    const { expiresAt } = await refreshGoogleTokens(user.id);
    return jsonOk(
      { expiresAt: expiresAt.toISOString() },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    if (!(error instanceof TokenRefreshError))
      return internalError("refreshing Google tokens", error);
    return jsonOk(
      { error: { code: error.code, message: error.message }, needsReauth: error.needsReauth },
      { status: error.needsReauth ? 401 : 502 },
    );
  }
});
