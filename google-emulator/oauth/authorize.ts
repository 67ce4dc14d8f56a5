import { randomUUID } from "node:crypto";
import { z } from "zod";
import { hasControlCharacters } from "@/lib/zod-text";
import { adHocAccount, findDemoAccount, type EmulatorAccount } from "../accounts";
import { parseAuthorizeRequest, redirectBack } from "./authorize-request";
import { anotherAccountPage, chooserPage, problemPage } from "./chooser-page";
import { readParams, type EmulatorContext } from "./context";
import { CODE_TTL_S } from "./tokens";

const anotherAccountSchema = z.object({
  email: z.email("Enter a valid email address.").max(254, "Enter a valid email address."),
  name: z
    .string()
    .trim()
    .min(1, "Enter your name.")
    .max(100, "Use at most 100 characters for the name.")
    .refine((name) => !hasControlCharacters(name), "Remove the control characters from the name."),
});

/** GET o/oauth2/v2/auth — the account chooser, or the "Use another account" form. */
export function handleAuthorize(request: Request, ctx: EmulatorContext): Response {
  const params = new URL(request.url).searchParams;
  const parsed = parseAuthorizeRequest(params, ctx.appOrigin);
  if (!parsed.ok) return problemPage(parsed.problem, ctx.appOrigin);
  return params.get("flow") === "another"
    ? anotherAccountPage(parsed.request, ctx)
    : chooserPage(parsed.request, ctx);
}

/** POST o/oauth2/v2/approve — the user's choice, answered to the app as Google does. */
export async function handleApprove(request: Request, ctx: EmulatorContext): Promise<Response> {
  const form = await readParams(request);
  const parsed = parseAuthorizeRequest(form, ctx.appOrigin);
  if (!parsed.ok) return problemPage(parsed.problem, ctx.appOrigin);
  const authorize = parsed.request;
  if (form.get("decision") === "cancel") return redirectBack(authorize, { error: "access_denied" });

  let account: EmulatorAccount | undefined;
  const accountId = form.get("account");
  if (accountId) {
    account = findDemoAccount(accountId);
  } else {
    const input = { email: form.get("email")?.trim() ?? "", name: form.get("name") ?? "" };
    const checked = anotherAccountSchema.safeParse(input);
    if (!checked.success) {
      return anotherAccountPage(authorize, ctx, {
        ...input,
        error: checked.error.issues[0]?.message,
      });
    }
    account = adHocAccount(checked.data.email, checked.data.name);
  }
  if (!account) return chooserPage(authorize, ctx);

  const scope = authorize.scopes.join(" ");
  const code = ctx.codec.sign("code", {
    typ: "code",
    jti: randomUUID(),
    sub: account.id,
    email: account.email,
    name: account.name,
    scope,
    cid: authorize.clientId,
    iat: ctx.nowS,
    exp: ctx.nowS + CODE_TTL_S,
    redirectUri: authorize.redirectUri,
    offline: authorize.offline,
    ...(authorize.challenge && authorize.method
      ? { challenge: authorize.challenge, method: authorize.method }
      : {}),
  });
  return redirectBack(authorize, { code, scope });
}
