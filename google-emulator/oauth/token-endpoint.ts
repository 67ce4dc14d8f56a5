import { randomUUID } from "node:crypto";
import { OPENID_SCOPE, parseScopes } from "@/lib/google/scopes";
import { accountFromClaims, avatarUrl } from "../accounts";
import { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET } from "./client";
import { readParams, type EmulatorContext } from "./context";
import { verifyPkce } from "./pkce";
import { userClaims } from "./user-claims";
import { ACCESS_TOKEN_TTL_S, type CodeClaims, type RefreshClaims } from "./tokens";
import { TOKEN_ERRORS, jsonResponse } from "./wire-errors";

type Client = { id?: string; secret?: string };

/** client_secret_basic (RFC 6749 §2.3.1: both parts form-encoded) or client_secret_post. */
function clientOf(request: Request, form: URLSearchParams): Client {
  const header = request.headers.get("authorization") ?? "";
  if (/^basic /i.test(header)) {
    const decoded = Buffer.from(header.slice(6).trim(), "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    if (colon > 0) {
      const part = (s: string) => decodeURIComponent(s.replace(/\+/g, " "));
      return { id: part(decoded.slice(0, colon)), secret: part(decoded.slice(colon + 1)) };
    }
  }
  return { id: form.get("client_id") ?? undefined, secret: form.get("client_secret") ?? undefined };
}

function checkClient(client: Client): Response | null {
  if (!client.id) return TOKEN_ERRORS.noClient();
  if (client.id !== EMULATOR_CLIENT_ID) return TOKEN_ERRORS.unknownClient();
  if (client.secret !== EMULATOR_CLIENT_SECRET) return TOKEN_ERRORS.wrongSecret();
  return null;
}

type Grant = Pick<CodeClaims, "sub" | "email" | "name" | "scope" | "cid">;

function issue(ctx: EmulatorContext, grant: Grant, gid: string, withRefresh: boolean): Response {
  const base = {
    sub: grant.sub,
    email: grant.email,
    name: grant.name,
    scope: grant.scope,
    cid: grant.cid,
  };
  const iat = ctx.nowS;
  const exp = iat + ACCESS_TOKEN_TTL_S;
  const scopes = parseScopes(grant.scope);
  const account = accountFromClaims(grant);
  const idToken = scopes.includes(OPENID_SCOPE)
    ? ctx.codec.signJwt({
        iss: ctx.base,
        azp: grant.cid,
        aud: grant.cid,
        ...userClaims(account, scopes, avatarUrl(ctx.base, account), "oidc"),
        iat,
        exp,
      })
    : undefined;
  return jsonResponse(200, {
    access_token: ctx.codec.sign("access", {
      ...base,
      typ: "access",
      gid,
      jti: randomUUID(),
      iat,
      exp,
    }),
    expires_in: ACCESS_TOKEN_TTL_S,
    ...(withRefresh
      ? { refresh_token: ctx.codec.sign("refresh", { ...base, typ: "refresh", gid, iat }) }
      : {}),
    scope: grant.scope,
    token_type: "Bearer",
    ...(idToken ? { id_token: idToken } : {}),
  });
}

function exchangeCode(form: URLSearchParams, clientId: string, ctx: EmulatorContext): Response {
  const raw = form.get("code");
  if (!raw) return TOKEN_ERRORS.missing("code");
  const code = ctx.codec.verify("code", raw, ctx.nowS);
  if (!code || code.cid !== clientId || code.redirectUri !== form.get("redirect_uri")) {
    return TOKEN_ERRORS.badGrant();
  }
  if (code.challenge && code.method) {
    const verifier = form.get("code_verifier");
    if (!verifier || !verifyPkce(verifier, code.challenge, code.method))
      return TOKEN_ERRORS.badGrant();
  }
  const gid = randomUUID();
  // Checked last, so a wrong verifier does not burn the code; a replay revokes the first grant.
  if (ctx.grants.redeemCode(code.jti, code.exp, gid, ctx.nowS).reusedGrant)
    return TOKEN_ERRORS.badGrant();
  return issue(ctx, code, gid, code.offline);
}

function refresh(form: URLSearchParams, clientId: string, ctx: EmulatorContext): Response {
  const raw = form.get("refresh_token");
  if (!raw) return TOKEN_ERRORS.missing("refresh_token");
  const token: RefreshClaims | null = ctx.codec.verify("refresh", raw, ctx.nowS);
  if (!token || token.cid !== clientId || ctx.grants.isRevoked(token.gid))
    return TOKEN_ERRORS.revokedToken();
  return issue(ctx, token, token.gid, false);
}

/** POST token — authorization_code (with PKCE) and refresh_token, errors as Google sends them. */
export async function handleToken(request: Request, ctx: EmulatorContext): Promise<Response> {
  const form = await readParams(request);
  const client = clientOf(request, form);
  const clientError = checkClient(client);
  if (clientError) return clientError;
  const clientId = client.id ?? "";
  const grantType = form.get("grant_type");
  if (!grantType) return TOKEN_ERRORS.missing("grant_type");
  if (grantType === "authorization_code") return exchangeCode(form, clientId, ctx);
  if (grantType === "refresh_token") return refresh(form, clientId, ctx);
  return TOKEN_ERRORS.unsupportedGrant(grantType);
}
