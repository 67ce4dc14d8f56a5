// POST /api/functions/revoke-google-tokens — revokes the signed-in user's Google grant and forgets the stored tokens
import { z } from "zod";
import { invalidInput, jsonError } from "@/lib/api/response";
import { revokeGoogleTokens } from "@/lib/auth/server/google-tokens";
import { internalError, noContent, readJsonBody } from "@/lib/auth/server/http";
import { withSessionUser } from "@/lib/auth/server/session";
import { GoogleOAuthError } from "@/lib/google/oauth";

const bodySchema = z.object({ user_id: z.guid() });

export const POST = withSessionUser(async (request, user) => {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const input = bodySchema.safeParse(body.body);
  if (!input.success) return invalidInput(input.error);
  if (input.data.user_id !== user.id) {
    return jsonError(403, "forbidden", "You can only disconnect your own Google account.");
  }
  try {
    await revokeGoogleTokens(user.id);
    return noContent();
  } catch (error) {
    if (error instanceof GoogleOAuthError) {
      return jsonError(
        502,
        "google_error",
        "Google could not be reached to revoke access. The stored tokens were removed.",
      );
    }
    return internalError("revoking Google tokens", error);
  }
});
