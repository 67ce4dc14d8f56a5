// Google's error bodies, exactly as google-apis.md §1.5–1.7 records them.

const JSON_HEADERS = {
  "content-type": "application/json; charset=utf-8",
  "cache-control": "no-store",
  pragma: "no-cache",
};

export function jsonResponse(status: number, body: unknown, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** `{ error, error_description }` of the token and revoke endpoints. */
export function oauthError(status: number, error: string, description: string): Response {
  return jsonResponse(status, { error, error_description: description });
}

export const TOKEN_ERRORS = {
  revokedToken: () => oauthError(400, "invalid_grant", "Token has been expired or revoked."),
  badGrant: () => oauthError(400, "invalid_grant", "Bad Request"),
  unknownClient: () => oauthError(401, "invalid_client", "The OAuth client was not found."),
  wrongSecret: () => oauthError(401, "invalid_client", "Unauthorized"),
  missing: (parameter: string) =>
    oauthError(400, "invalid_request", `Missing required parameter: ${parameter}`),
  noClient: () => oauthError(400, "invalid_request", "Could not determine client ID from request."),
  unsupportedGrant: (grantType: string) =>
    oauthError(400, "unsupported_grant_type", `Invalid grant_type: ${grantType}`),
};

export const revokeFailed = () => oauthError(400, "invalid_token", "Token expired or revoked");

const AUTH_HELP =
  "Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.";

/** The API envelope of a 401 from a Google API (userinfo and the data APIs). */
export function unauthenticated(missing: boolean): Response {
  const message = missing
    ? `Request is missing required authentication credential. ${AUTH_HELP}`
    : `Request had invalid authentication credentials. ${AUTH_HELP}`;
  return jsonResponse(
    401,
    { error: { code: 401, message, status: "UNAUTHENTICATED" } },
    { "www-authenticate": 'Bearer realm="https://accounts.google.com/"' },
  );
}

export function notFound(path: string): Response {
  return jsonResponse(404, {
    error: {
      code: 404,
      message: `The requested URL /${path} was not found on this server.`,
      status: "NOT_FOUND",
    },
  });
}
