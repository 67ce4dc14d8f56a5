// DELETE /api/account — erases every row of the signed-in user and ends the session
import { noContent } from "@/lib/api/response";
import { deleteAccountData } from "@/lib/auth/server/account";
import { clearSessionCookie, withSessionUser } from "@/lib/auth/server/session";

export const DELETE = withSessionUser(async (_request, user) => {
  await deleteAccountData(user.id);
  const response = noContent();
  clearSessionCookie(response);
  return response;
});
