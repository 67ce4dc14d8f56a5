// DELETE /api/account — erases every row of the signed-in user and ends the session
import { deleteAccountData } from "@/lib/auth/server/account";
import { internalError, noContent } from "@/lib/auth/server/http";
import { clearSessionCookie, withSessionUser } from "@/lib/auth/server/session";

export const DELETE = withSessionUser(async (_request, user) => {
  try {
    await deleteAccountData(user.id);
  } catch (error) {
    return internalError("deleting an account", error);
  }
  const response = noContent();
  clearSessionCookie(response);
  return response;
});
