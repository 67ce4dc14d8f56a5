import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createGoogleEmulator } from "@/google-emulator/handler";
import { createEmulatorServer } from "@/google-emulator/node-adapter";
import { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET } from "@/google-emulator/oauth/client";
import { emulatorEndpoints } from "@/google-emulator/paths";
import { createGoogleOAuth } from "@/lib/google/oauth";
import { signIn, startedSignIn } from "./sign-in";

// The real emulator's chooser, behind a stand-in for the app's two sign-in routes that does what
// they do: a PKCE round trip kept in a cookie, and the code exchanged for the account's profile.
const servers: Server[] = [];
const listen = async (server: Server) => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

async function fakeApp() {
  const rounds = new Map<string, string>();
  // Set once both servers listen: the emulator needs the app's origin, the app the emulator's.
  const google = {} as { oauth: ReturnType<typeof createGoogleOAuth> };
  const app = createServer(async (req, res) => {
    const redirectUri = `${origin}/auth-callback`;
    if (req.method === "GET" && req.url === "/api/auth/google/start/") {
      const { codeVerifier, codeChallenge } = await google.oauth.createPkce();
      const state = `s${rounds.size}`;
      rounds.set(state, codeVerifier);
      res.writeHead(200, {
        "content-type": "application/json",
        "set-cookie": `rankwell_oauth=${state}; Path=/`,
      });
      return res.end(
        JSON.stringify({
          url: google.oauth.buildAuthorizationUrl({ state, codeChallenge, redirectUri }),
        }),
      );
    }
    if (req.method === "POST" && req.url === "/api/auth/google/callback/") {
      let text = "";
      for await (const chunk of req) text += chunk;
      const { code, state } = JSON.parse(text) as { code: string; state: string };
      const cookieState = /rankwell_oauth=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
      if (cookieState !== state) return res.writeHead(400).end();
      const tokens = await google.oauth.exchangeCode({
        code,
        codeVerifier: rounds.get(state)!,
        redirectUri,
      });
      const profile = await google.oauth.fetchUserInfo(tokens.accessToken);
      res.writeHead(200, {
        "content-type": "application/json",
        "set-cookie": ["rankwell_oauth=; Max-Age=0; Path=/", "rankwell_session=sealed; Path=/"],
      });
      return res.end(
        JSON.stringify({ user: { id: `user-of-${profile.email}`, email: profile.email } }),
      );
    }
    res.writeHead(404).end();
  });
  const origin = await listen(app);
  const emulatorOrigin = await listen(
    createEmulatorServer(createGoogleEmulator({ appOrigin: origin })),
  );
  google.oauth = createGoogleOAuth({
    endpoints: emulatorEndpoints(emulatorOrigin),
    clientId: EMULATOR_CLIENT_ID,
    clientSecret: EMULATOR_CLIENT_SECRET,
  });
  return origin;
}

describe("signIn without a browser", () => {
  it("picks an ad-hoc account in the emulator's chooser and keeps the session cookie", async () => {
    const origin = await fakeApp();
    const { client, userId, email } = await signIn(origin, "someone@reliability.rankwell.dev");
    expect(email).toBe("someone@reliability.rankwell.dev");
    expect(userId).toBe("user-of-someone@reliability.rankwell.dev");
    expect(client.jar?.get("rankwell_session")).toBe("sealed");
    expect(client.jar?.get("rankwell_oauth")).toBeUndefined();
  });

  it("can stop after the start, with the cookie and state the callback expects", async () => {
    const origin = await fakeApp();
    const { cookie, state } = await startedSignIn(origin);
    expect(state).toBe("s0");
    expect(cookie).toBe("rankwell_oauth=s0");
  });
});
