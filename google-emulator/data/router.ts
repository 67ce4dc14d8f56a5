// Dispatches a request for an emulated Google data API to its route: checks the bearer token and
// its scopes, applies injected faults, then hands over to the API's own handler.
import { parseScopes } from "@/lib/google/scopes";
import { accountFromClaims, type EmulatorAccount } from "../accounts";
import type { EmulatorContext } from "../oauth/context";
import type { AccessClaims } from "../oauth/tokens";
import { bearerClaims } from "../oauth/userinfo";
import { unauthenticated } from "../oauth/wire-errors";
import { EMULATED_API_HOSTS, type EmulatedApiHost } from "../paths";
import { apiError, insufficientScope, internalError, quotaExceeded } from "./api-errors";
import { FAULT_HEADER, faultFromHeader, type ActiveFault, type FaultRegistry } from "./faults";

/** What one emulator instance remembers between requests: one entry per API, under its own key. */
export type EmulatorStore = Map<string, unknown>;

/** The store's entry under `key`, made by `create` on first use. */
export function storeEntry<T>(store: EmulatorStore, key: string, create: () => T): T {
  if (!store.has(key)) store.set(key, create());
  return store.get(key) as T;
}

export type DataRequestContext = {
  request: Request;
  url: URL;
  /** The path after the host, without a leading slash, still URL-encoded. */
  path: string;
  /** The decoded capture groups of the route's pattern. */
  params: string[];
  /** The signed-in account; absent on routes that take an API key instead (PageSpeed). */
  account: EmulatorAccount;
  claims: AccessClaims | null;
  now: Date;
  store: EmulatorStore;
};

export type DataRoute = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  hosts: readonly EmulatedApiHost[];
  /** Matched against the path after the host, e.g. `webmasters/v3/sites`. */
  pattern: RegExp;
  /** Any one of these grants access; empty = no OAuth (an API key, as PageSpeed takes). */
  scopes: readonly string[];
  /** For error bodies: `searchconsole.googleapis.com` and the RPC method name. */
  service: string;
  method_name: string;
  handle(c: DataRequestContext): Response | Promise<Response>;
};

const ANONYMOUS: EmulatorAccount = {
  id: "0",
  email: "anonymous@emulator.invalid",
  name: "Anonymous",
  givenName: "",
  familyName: "",
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function faultResponse(fault: ActiveFault, route: DataRoute): Response | null {
  switch (fault.kind) {
    case "401":
      return unauthenticated(false);
    case "403":
      return apiError(403, "The caller does not have permission", { reason: "forbidden" });
    case "429":
      return quotaExceeded(route.service, { name: "defaultPerMinutePerUser", value: 1200 });
    case "429-daily":
      return quotaExceeded(route.service, {
        name: "defaultPerDayPerUser",
        value: 2000,
        perDay: true,
      });
    case "500":
      return internalError();
    default:
      return null;
  }
}

export type DataApiEnvironment = {
  ctx: EmulatorContext;
  faults: FaultRegistry;
  /** Whether the fault header counts: only from this machine (or an open test emulator). */
  headerFaults: boolean;
  now: Date;
  routes: readonly DataRoute[];
  store: EmulatorStore;
};

/** Answers `path` (`{host}/{rest}`) when it names an emulated API host, else null. */
export async function handleDataApi(
  request: Request,
  path: string,
  env: DataApiEnvironment,
): Promise<Response | null> {
  const slash = path.indexOf("/");
  const host = (slash < 0 ? path : path.slice(0, slash)) as EmulatedApiHost;
  if (!EMULATED_API_HOSTS.includes(host)) return null;
  const rest = slash < 0 ? "" : path.slice(slash + 1);

  const routes = env.routes.filter((r) => r.hosts.includes(host) && r.pattern.test(rest));
  if (routes.length === 0) return null;
  const route = routes.find((r) => r.method === request.method);
  if (!route) return apiError(405, `Method ${request.method} is not allowed here.`);
  const match = route.pattern.exec(rest) ?? [];
  const params = match.slice(1).map((p) => decodeURIComponent(p ?? ""));

  let claims: AccessClaims | null = null;
  let account = ANONYMOUS;
  if (route.scopes.length > 0) {
    const bearer = bearerClaims(request, env.ctx);
    if (typeof bearer === "string") return unauthenticated(bearer === "missing");
    claims = bearer;
    account = accountFromClaims(bearer);
    const granted = parseScopes(bearer.scope);
    if (!route.scopes.some((scope) => granted.includes(scope))) {
      return insufficientScope(route.service, route.method_name, route.scopes.join(" "));
    }
  }

  const fault =
    (env.headerFaults ? faultFromHeader(request.headers.get(FAULT_HEADER)) : null) ??
    (claims ? env.faults.take(account, path) : null);
  if (fault) {
    if (fault.kind === "slow") await sleep(fault.delayMs);
    const failure = faultResponse(fault, route);
    if (failure) return failure;
  }

  const url = new URL(request.url);
  const { now, store } = env;
  return route.handle({ request, url, path: rest, params, account, claims, now, store });
}
