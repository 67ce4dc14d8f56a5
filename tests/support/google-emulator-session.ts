// Test support: the Google emulator on a loopback port and a call context signed in as Dana, so
// the clients run over real HTTP with only their roots changed.
import { shiftDay } from "@/lib/dates/compare";
import type { AddressInfo } from "node:net";
import { createGoogleEmulator } from "@/google-emulator/handler";
import { createEmulatorServer } from "@/google-emulator/node-adapter";
import { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET } from "@/google-emulator/oauth/client";
import {
  EMULATOR_BASE_PATH,
  EMULATOR_FAULTS_PATH,
  emulatorApiRoots,
  emulatorEndpoints,
} from "@/google-emulator/paths";
import type { GoogleCallContext } from "@/lib/google/call-google";
import { createGoogleOAuth } from "@/lib/google/oauth";
import { pacificDate } from "@/lib/google/pacific-date";

const DANA = { id: "104857600000000000001", email: "dana@demo.rankwell.dev" };

/** The last 28 final days: the range ends before the days whose data may still change. */
export function finalRange() {
  const endDate = shiftDay(pacificDate(), -4);
  return { startDate: shiftDay(endDate, -27), endDate };
}

/** The emulator alone on a loopback port, with the OAuth endpoints a client reaches it at. */
export async function startEmulatorServer() {
  const server = createEmulatorServer(createGoogleEmulator());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    endpoints: emulatorEndpoints(origin),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Signs in as Dana, or as any address typed under "Use another account" (`large@…` sees more). */
export async function startEmulatorSession({
  account,
}: { account?: { email: string; name: string } } = {}) {
  const { origin, close } = await startEmulatorServer();
  const faultsUrl = `${origin}${EMULATOR_BASE_PATH}/${EMULATOR_FAULTS_PATH}`;
  const oauth = createGoogleOAuth({
    endpoints: emulatorEndpoints(origin),
    clientId: EMULATOR_CLIENT_ID,
    clientSecret: EMULATOR_CLIENT_SECRET,
  });

  // What the sign-in popup does: pick the account on the chooser, then exchange the code.
  const redirectUri = `${origin}/auth-callback`;
  const { codeVerifier, codeChallenge } = await oauth.createPkce();
  const url = new URL(oauth.buildAuthorizationUrl({ state: "s", codeChallenge, redirectUri }));
  const approve = await fetch(new URL("approve", url), {
    method: "POST",
    body: new URLSearchParams([
      ...url.searchParams,
      ...(account ? Object.entries(account) : [["account", DANA.id]]),
    ]),
    redirect: "manual",
  });
  const code = new URL(approve.headers.get("location") ?? "").searchParams.get("code") ?? "";
  const tokens = await oauth.exchangeCode({ code, codeVerifier, redirectUri });

  let accessToken = tokens.accessToken;
  const sleeps: number[] = [];
  const ctx: GoogleCallContext = {
    userId: account ? `${account.email}-user` : "dana-user",
    roots: emulatorApiRoots(origin),
    accessToken: async () => accessToken,
    refreshedAccessToken: async () => {
      accessToken = (await oauth.refreshAccessToken(tokens.refreshToken ?? "")).accessToken;
      return accessToken;
    },
    retry: { sleep: async (ms) => void sleeps.push(ms) },
  };

  return {
    ctx,
    /** The waits of the retry policy so far. */
    sleeps,
    /** Makes the next `times` of the account's requests whose path contains `match` fail with `kind`. */
    async fault(kind: string, match: string, times = 1) {
      // As Dana: the fault endpoint lets a caller fail only its own account's calls.
      const response = await fetch(faultsUrl, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ account: account?.email ?? DANA.email, kind, match, times }),
      });
      if (response.status !== 204)
        throw new Error(`The emulator refused the fault: ${response.status}`);
    },
    async reset() {
      sleeps.length = 0;
      await fetch(faultsUrl, {
        method: "DELETE",
        headers: { authorization: `Bearer ${accessToken}` },
      });
    },
    close,
  };
}

export type EmulatorSession = Awaited<ReturnType<typeof startEmulatorSession>>;
