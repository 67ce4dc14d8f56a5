import { parseScopes } from "@/lib/google/scopes";
import { accountFromClaims, avatarUrl } from "../accounts";
import type { EmulatorContext } from "./context";
import type { AccessClaims } from "./tokens";
import { userClaims } from "./user-claims";
import { jsonResponse, unauthenticated } from "./wire-errors";

/** The live access token of a request's `Authorization: Bearer` header, for every emulated API. */
export function bearerClaims(
  request: Request,
  ctx: EmulatorContext,
): AccessClaims | "missing" | "invalid" {
  const match = /^bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  if (!match?.[1]) return "missing";
  const claims = ctx.codec.verify("access", match[1], ctx.nowS);
  return claims && !ctx.grants.isRevoked(claims.gid) ? claims : "invalid";
}

/** GET oauth2/v2/userinfo (Userinfoplus). */
export function handleUserinfo(request: Request, ctx: EmulatorContext): Response {
  const claims = bearerClaims(request, ctx);
  if (typeof claims === "string") return unauthenticated(claims === "missing");
  const account = accountFromClaims(claims);
  return jsonResponse(
    200,
    userClaims(account, parseScopes(claims.scope), avatarUrl(ctx.base, account), "userinfo"),
  );
}
