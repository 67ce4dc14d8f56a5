import { randomBytes } from "node:crypto";
import { isLocalRequest } from "@/lib/security/loopback";
import { avatarSvg } from "./avatar";
import { handleApprove, handleAuthorize } from "./oauth/authorize";
import { readParams, type EmulatorContext } from "./oauth/context";
import { GrantRegistry } from "./oauth/grant-registry";
import { handleRevoke } from "./oauth/revoke";
import { handleToken } from "./oauth/token-endpoint";
import { createTokenCodec, type TokenCodec } from "./oauth/tokens";
import { handleUserinfo } from "./oauth/userinfo";
import { TOKEN_ERRORS, jsonResponse, notFound } from "./oauth/wire-errors";
import { clearFaults, faultCaller, setFault } from "./data/fault-control";
import { FaultRegistry, type DropContext } from "./data/faults";
import { DATA_ROUTES } from "./data/route-table";
import {
  handleDataApi,
  type DataRequestContext,
  type DataRoute,
  type EmulatorStore,
} from "./data/router";
import { handleOpenAi, type OpenAiEmulatorOptions } from "./openai/routes";
import { handleSiteFile } from "./gsc/site-files";
import { EMULATOR_FAULTS_PATH, EMULATOR_PATHS, EMULATOR_SITES_PATH } from "./paths";

export type GoogleEmulatorOptions = {
  /** Signs every token; keep it across restarts and issued tokens stay valid. */
  secret?: string | Uint8Array;
  /** The origin redirect URIs must use; defaults to the emulator's own. */
  appOrigin?: string;
  /** The origin the emulator is reached at from outside, when a proxy hides it from request.url. */
  publicOrigin?: string;
  now?: () => Date;
  /**
   * Tests only: any caller may set faults on any account, and the fault header works from
   * anywhere. Without it, both answer only on this machine and for the caller's own account.
   */
  openFaultControl?: boolean;
  /** How the OpenAI-compatible model under `openai/v1` answers: its pace and its failures. */
  openai?: OpenAiEmulatorOptions;
};

/** What the app knows of a request to its emulator. */
export type EmulatorRequestContext = {
  /** The email of the app's signed-in user (its session cookie): the fault endpoint's caller. */
  callerEmail?: () => Promise<string | null>;
};

export type GoogleEmulator = {
  codec: TokenCodec;
  grants: GrantRegistry;
  faults: FaultRegistry;
  /** State the data APIs keep between requests (sitemaps, quotas), this instance's own. */
  store: EmulatorStore;
  options: GoogleEmulatorOptions;
};

export function createGoogleEmulator(options: GoogleEmulatorOptions = {}): GoogleEmulator {
  return {
    codec: createTokenCodec(options.secret ?? randomBytes(32)),
    grants: new GrantRegistry(),
    faults: new FaultRegistry(),
    store: new Map(),
    options,
  };
}

// Google's request bodies here are a few kilobytes at most; nothing larger is read.
const MAX_BODY_BYTES = 256 * 1024;

// One per process, on globalThis so that a reloaded module keeps the secret and the revocations.
const DEFAULT_KEY = Symbol.for("rankwell.google-emulator");
function defaultEmulator(): GoogleEmulator {
  const store = globalThis as { [DEFAULT_KEY]?: GoogleEmulator };
  return (store[DEFAULT_KEY] ??= createGoogleEmulator());
}

function avatar(path: string, url: URL): Response | null {
  const match = /^avatar\/(\d{1,32})\.svg$/.exec(path);
  if (!match?.[1]) return null;
  return new Response(avatarSvg(match[1], url.searchParams.get("name")), {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=86400",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

/**
 * Google's OAuth endpoints, answered under `basePath` from plain Web Request/Response objects, so
 * the same code serves a Next.js route and a bare node:http server.
 */
export async function handleGoogleEmulator(
  request: Request,
  basePath: string,
  emulator: GoogleEmulator = defaultEmulator(),
  app: EmulatorRequestContext = {},
): Promise<Response> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    return jsonResponse(413, { error: "invalid_request", error_description: "Request too large." });
  }
  const url = new URL(request.url);
  const prefix = basePath.replace(/\/+$/, "");
  if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`))
    return notFound(url.pathname.slice(1));
  const path = url.pathname.slice(prefix.length).replace(/^\/+|\/+$/g, "");
  const origin = (emulator.options.publicOrigin ?? url.origin).replace(/\/+$/, "");
  const ctx: EmulatorContext = {
    codec: emulator.codec,
    grants: emulator.grants,
    nowS: Math.floor((emulator.options.now?.() ?? new Date()).getTime() / 1000),
    base: `${origin}${prefix}`,
    appOrigin: emulator.options.appOrigin?.replace(/\/+$/, "") ?? origin,
  };
  const route = `${request.method} ${path}`;
  const now = emulator.options.now?.() ?? new Date();
  switch (route) {
    case `GET ${EMULATOR_PATHS.authorize}`:
      return handleAuthorize(request, ctx);
    case `POST ${EMULATOR_PATHS.approve}`:
      return handleApprove(request, ctx);
    case `POST ${EMULATOR_PATHS.token}`:
      return (await refreshFault(request, ctx, emulator)) ?? handleToken(request, ctx);
    case `POST ${EMULATOR_FAULTS_PATH}`:
    case `DELETE ${EMULATOR_FAULTS_PATH}`: {
      const open = emulator.options.openFaultControl;
      const caller = await faultCaller(request, ctx, { open, callerEmail: app.callerEmail });
      if (caller instanceof Response) return caller;
      return request.method === "POST"
        ? setFault(request, emulator.faults, caller)
        : clearFaults(url, emulator.faults, caller);
    }
    case `POST ${EMULATOR_PATHS.revoke}`:
      return handleRevoke(request, ctx);
    case `GET ${EMULATOR_PATHS.userinfo}`:
      return handleUserinfo(request, ctx);
  }
  if (path.startsWith(`${EMULATOR_SITES_PATH}/`)) {
    return handleSiteFile(request, path.slice(EMULATOR_SITES_PATH.length + 1), now);
  }
  if (path.startsWith("openai/")) {
    const openai = emulator.options.openai ?? {};
    return handleOpenAi(request, path, { options: openai, store: emulator.store, now });
  }
  const data = await handleDataApi(request, path, {
    ctx,
    faults: emulator.faults,
    headerFaults: Boolean(emulator.options.openFaultControl) || isLocalRequest(request.headers),
    now,
    routes: emulator.faults.hasDrops()
      ? withDrops(DATA_ROUTES, emulator.faults, path)
      : DATA_ROUTES,
    store: emulator.store,
  });
  if (data) return data;
  return (request.method === "GET" && avatar(path, url)) || notFound(url.pathname.slice(1));
}

/**
 * The routes with the drop faults of the request's account in reach: the handlers of APIs that
 * report days scale those days, the others ignore them. Looked up once the router has checked the
 * token, against the same path as the failing faults.
 */
function withDrops(routes: readonly DataRoute[], faults: FaultRegistry, path: string): DataRoute[] {
  return routes.map((route) => ({
    ...route,
    handle(c: DataRequestContext) {
      const context: DataRequestContext & DropContext = {
        ...c,
        dayDrops: () => (c.claims ? faults.drops(c.account, path) : []),
      };
      return route.handle(context);
    },
  }));
}

/** A refresh-token fault for the account a refresh grant belongs to: Google's invalid_grant. */
async function refreshFault(
  request: Request,
  ctx: EmulatorContext,
  emulator: GoogleEmulator,
): Promise<Response | null> {
  const form = await readParams(request.clone());
  const token = form.get("refresh_token");
  if (form.get("grant_type") !== "refresh_token" || !token) return null;
  const claims = ctx.codec.verify("refresh", token, ctx.nowS);
  if (!claims) return null;
  const account = { id: claims.sub, email: claims.email };
  const fault = emulator.faults.take(account, EMULATOR_PATHS.token, [
    "refresh-expired",
    "refresh-revoked",
  ]);
  if (!fault) return null;
  if (fault.kind === "refresh-revoked") emulator.grants.revoke(claims.gid);
  return TOKEN_ERRORS.revokedToken();
}
