import "server-only";
import { CodeChallengeMethod, OAuth2Client } from "google-auth-library";
import { googleClientCredentials, googleEndpoints, type GoogleEndpoints } from "./endpoints";
import { toGoogleOAuthError, unexpectedBody } from "./oauth-error";
import {
  toTokenSet,
  toUserInfo,
  tokenResponseSchema,
  userInfoResponseSchema,
  type GoogleTokenSet,
  type GoogleUserInfo,
} from "./oauth-wire";
import { GOOGLE_SIGN_IN_SCOPES } from "./scopes";

export { GoogleOAuthError, type GoogleOAuthErrorCode } from "./oauth-error";
export type { GoogleTokenSet, GoogleUserInfo } from "./oauth-wire";

export type GoogleOAuthConfig = {
  endpoints: GoogleEndpoints;
  clientId: string;
  clientSecret: string;
};

export type AuthorizationUrlInput = {
  state: string;
  codeChallenge: string;
  redirectUri: string;
  scopes?: readonly string[];
  loginHint?: string;
};

class RankwellOAuth2Client extends OAuth2Client {
  /** The library's refresh call without its credential state; concurrent calls share one request. */
  refreshWith(refreshToken: string) {
    return this.refreshToken(refreshToken);
  }
}

function newClient({ endpoints, clientId, clientSecret }: GoogleOAuthConfig) {
  const client = new RankwellOAuth2Client({
    clientId,
    clientSecret,
    endpoints: {
      oauth2AuthBaseUrl: endpoints.authUrl,
      oauth2TokenUrl: endpoints.tokenUrl,
      oauth2RevokeUrl: endpoints.revokeUrl,
    },
  });
  // Callers own the retry policy (spec §9: 200 ms doubling), and a code must never be sent twice.
  client.transporter.interceptors.request.add({
    resolved: async (options) => ({
      ...options,
      retryConfig: { ...options.retryConfig, retry: 0 },
    }),
  });
  // The library rewrites token bodies in place (expires_in → expiry_date); keep Google's own body
  // so one zod schema reads the wire and the recorded fixtures alike.
  const wireBodies = new WeakMap<object, unknown>();
  client.transporter.interceptors.response.add({
    resolved: async (response) => {
      wireBodies.set(response, structuredClone(response.data));
      return response;
    },
  });
  return { client, wireBodies };
}

/** An OAuth client for one set of endpoints and credentials: Google's, or an emulator's in tests. */
export function createGoogleOAuth(config: GoogleOAuthConfig) {
  const { client, wireBodies } = newClient(config);

  function readTokens(response: object | null | undefined, now: Date): GoogleTokenSet {
    const body = tokenResponseSchema.safeParse(response ? wireBodies.get(response) : undefined);
    if (!body.success) throw unexpectedBody("token", body.error);
    return toTokenSet(body.data, now);
  }

  return {
    buildAuthorizationUrl(input: AuthorizationUrlInput): string {
      return client.generateAuthUrl({
        response_type: "code",
        access_type: "offline",
        prompt: "consent",
        include_granted_scopes: true,
        scope: [...(input.scopes ?? GOOGLE_SIGN_IN_SCOPES)],
        state: input.state,
        redirect_uri: input.redirectUri,
        code_challenge: input.codeChallenge,
        code_challenge_method: CodeChallengeMethod.S256,
        ...(input.loginHint ? { login_hint: input.loginHint } : {}),
      });
    },

    async exchangeCode(input: {
      code: string;
      codeVerifier: string;
      redirectUri: string;
    }): Promise<GoogleTokenSet> {
      const now = new Date();
      const { res } = await client
        .getToken({
          code: input.code,
          codeVerifier: input.codeVerifier,
          redirect_uri: input.redirectUri,
        })
        .catch((failure: unknown) => Promise.reject(toGoogleOAuthError(failure)));
      return readTokens(res, now);
    },

    async refreshAccessToken(refreshToken: string): Promise<GoogleTokenSet> {
      const now = new Date();
      const { res } = await client
        .refreshWith(refreshToken)
        .catch((failure: unknown) => Promise.reject(toGoogleOAuthError(failure)));
      return readTokens(res, now);
    },

    /** Revokes the whole grant. Google's 400 means it is already revoked, which is the goal. */
    async revokeToken(token: string): Promise<void> {
      try {
        await client.revokeToken(token);
      } catch (failure) {
        const error = toGoogleOAuthError(failure);
        if (error.status !== 400) throw error;
      }
    },

    async fetchUserInfo(accessToken: string): Promise<GoogleUserInfo> {
      const response = await client.transporter
        .request({
          url: config.endpoints.userinfoUrl,
          headers: { authorization: `Bearer ${accessToken}` },
        })
        .catch((failure: unknown) => Promise.reject(toGoogleOAuthError(failure)));
      const body = userInfoResponseSchema.safeParse(response.data);
      if (!body.success) throw unexpectedBody("userinfo", body.error);
      return toUserInfo(body.data);
    },

    /** A fresh PKCE verifier and its S256 challenge, made by the library. */
    async createPkce(): Promise<{ codeVerifier: string; codeChallenge: string }> {
      const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
      if (!codeChallenge) throw new Error("The PKCE challenge was not generated.");
      return { codeVerifier, codeChallenge };
    },
  };
}

export type GoogleOAuth = ReturnType<typeof createGoogleOAuth>;

let defaultOAuth: GoogleOAuth | undefined;

/** The client for this run mode: the emulator when embedded, Google otherwise. */
export function googleOAuth(): GoogleOAuth {
  defaultOAuth ??= createGoogleOAuth({
    endpoints: googleEndpoints(),
    ...googleClientCredentials(),
  });
  return defaultOAuth;
}

export const buildAuthorizationUrl = (input: AuthorizationUrlInput) =>
  googleOAuth().buildAuthorizationUrl(input);
export const exchangeCode = (input: { code: string; codeVerifier: string; redirectUri: string }) =>
  googleOAuth().exchangeCode(input);
export const refreshAccessToken = (refreshToken: string) =>
  googleOAuth().refreshAccessToken(refreshToken);
export const revokeToken = (token: string) => googleOAuth().revokeToken(token);
export const fetchUserInfo = (accessToken: string) => googleOAuth().fetchUserInfo(accessToken);
export const createPkce = () => googleOAuth().createPkce();
