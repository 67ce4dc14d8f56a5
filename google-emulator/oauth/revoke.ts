import { readParams, type EmulatorContext } from "./context";
import { jsonResponse, revokeFailed } from "./wire-errors";

/**
 * POST revoke — `token` in the form body or the query (google-auth-library sends the latter).
 * Either token of a grant ends the whole grant, as at Google.
 */
export async function handleRevoke(request: Request, ctx: EmulatorContext): Promise<Response> {
  const token =
    (await readParams(request)).get("token") ?? new URL(request.url).searchParams.get("token");
  if (!token) return revokeFailed();
  const claims =
    ctx.codec.verify("refresh", token, ctx.nowS) ?? ctx.codec.verify("access", token, ctx.nowS);
  if (!claims || ctx.grants.isRevoked(claims.gid)) return revokeFailed();
  ctx.grants.revoke(claims.gid);
  return jsonResponse(200, {});
}
