import { vi } from "vitest";
import type { GoogleOAuth } from "@/lib/google/oauth";

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "start-route-test-secret-0123456789abcdef";
  return { oauth: undefined as GoogleOAuth | undefined };
});
vi.mock("@/lib/google/oauth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/google/oauth")>()),
  googleOAuth: () => state.oauth,
}));

const { createGoogleOAuth } = await import("@/lib/google/oauth");
const { emulatorEndpoints } = await import("@/google-emulator/paths");
const { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET } =
  await import("@/google-emulator/oauth/client");
const { WEBMASTERS_READONLY_SCOPE, WEBMASTERS_SCOPE, parseScopes } =
  await import("@/lib/google/scopes");
const { apiRequest, read } = await import("@/tests/support/route-requests");
const { GET } = await import("./route");

beforeAll(() => {
  state.oauth = createGoogleOAuth({
    endpoints: emulatorEndpoints("http://127.0.0.1:9"),
    clientId: EMULATOR_CLIENT_ID,
    clientSecret: EMULATOR_CLIENT_SECRET,
  });
});

const scopesOf = async (path: string) => {
  const { status, body } = await read(await GET(apiRequest(path)));
  expect(status).toBe(200);
  return parseScopes(new URL((body as { url: string }).url).searchParams.get("scope")!);
};

describe("GET /api/auth/google/start?scope=", () => {
  it("asks for Search Console management on top of the sign-in scopes", async () => {
    const scopes = await scopesOf(
      "/api/auth/google/start/?scope=webmasters&login_hint=dana%40demo.rankwell.dev",
    );
    expect(scopes).toContain(WEBMASTERS_SCOPE);
    expect(scopes).toContain(WEBMASTERS_READONLY_SCOPE);
  });

  it("asks for read-only Search Console without it", async () => {
    expect(await scopesOf("/api/auth/google/start/")).not.toContain(WEBMASTERS_SCOPE);
  });

  it("refuses a scope it does not know", async () => {
    const response = await read(await GET(apiRequest("/api/auth/google/start/?scope=drive")));
    expect(response).toMatchObject({ status: 400, body: { error: { code: "invalid_input" } } });
  });
});
