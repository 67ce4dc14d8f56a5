// DELETE /api/account — erases every row of the signed-in user and ends every session of theirs
import { noContent } from "@/lib/api/response";
import { deleteAccount } from "@/lib/auth/server/account";
import { clearSessionCookie, withSessionUser } from "@/lib/auth/server/session";

export const DELETE = withSessionUser(async (_request, user) => {
  await deleteAccount(user.id);
  const response = noContent();
  clearSessionCookie(response);
  return response;
});
