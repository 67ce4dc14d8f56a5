// The fault endpoint (`_emulator/faults`): who may make which account's Google calls fail. In the
// app it answers only on this machine, and only for the caller's own account.
import { isLocalRequest } from "@/lib/security/loopback";
import type { EmulatorContext } from "../oauth/context";
import { bearerClaims } from "../oauth/userinfo";
import { apiError } from "./api-errors";
import { faultSchema, type FaultRegistry } from "./faults";

/** The caller of the fault endpoint: any account (tests), or its own only. */
export type FaultCaller = { any: true } | { any: false; email: string; id?: string };

export type FaultControlOptions = {
  /** Tests only: any caller may set faults on any account. */
  open?: boolean;
  /** The app's signed-in user's email, from its session cookie. */
  callerEmail?: () => Promise<string | null>;
};

/** Who is asking, or the answer that refuses them: 403 from elsewhere, 401 without a session. */
export async function faultCaller(
  request: Request,
  ctx: EmulatorContext,
  options: FaultControlOptions,
): Promise<FaultCaller | Response> {
  if (options.open) return { any: true };
  if (!isLocalRequest(request.headers)) {
    return apiError(403, "The fault endpoint answers only requests made on this machine.");
  }
  const email = await options.callerEmail?.();
  if (email) return { any: false, email };
  const claims = bearerClaims(request, ctx);
  if (typeof claims !== "string") return { any: false, email: claims.email, id: claims.sub };
  return apiError(
    401,
    "Sign in first: send the app's session cookie or an emulator access token of the account.",
  );
}

function owns(caller: FaultCaller, account: string): boolean {
  if (caller.any) return true;
  return account === caller.id || account.toLowerCase() === caller.email.toLowerCase();
}

const notYours = (account: string) =>
  apiError(403, `You can set faults only on your own account, not on ${account}.`);

/**
 * POST: `{ account, kind, match?, times?, delayMs? }` makes that account's requests fail;
 * `{ account, kind: "drop", date, factor, positionShift?, match?, times? }` makes one day's numbers
 * fall (and, with `positionShift`, its Search Console positions worsen).
 */
export async function setFault(
  request: Request,
  faults: FaultRegistry,
  caller: FaultCaller,
): Promise<Response> {
  // JSON only: a cross-origin page cannot send it without a preflight, which nothing here answers.
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    return apiError(400, "Send the fault as JSON (Content-Type: application/json).");
  }
  const parsed = faultSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return apiError(400, "Invalid fault.");
  if (!owns(caller, parsed.data.account)) return notYours(parsed.data.account);
  faults.set(parsed.data);
  return new Response(null, { status: 204 });
}

/** DELETE `?account=`: clears that account's faults; without it, the caller's own (or all, in tests). */
export function clearFaults(url: URL, faults: FaultRegistry, caller: FaultCaller): Response {
  const account = url.searchParams.get("account") ?? undefined;
  if (account !== undefined && !owns(caller, account)) return notYours(account);
  faults.clear(account ?? (caller.any ? undefined : caller.email));
  if (!caller.any && caller.id && !account) faults.clear(caller.id);
  return new Response(null, { status: 204 });
}
