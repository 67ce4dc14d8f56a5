// lib/env reads the environment once at import, so each case imports a fresh copy.
async function load(settings: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  return import("./endpoints");
}

afterEach(() => vi.unstubAllEnvs());

describe("googleEndpoints and googleClientCredentials", () => {
  it("use the app's own emulator in embedded mode", async () => {
    const { googleEndpoints, googleClientCredentials } = await load({
      SITE_URL: "http://127.0.0.1:3100/",
      GOOGLE_CLIENT_ID: "",
      GOOGLE_CLIENT_SECRET: "",
      NEXT_PUBLIC_SUPABASE_URL: "",
    });
    expect(googleEndpoints()).toEqual({
      authUrl: "http://127.0.0.1:3100/emulator/google/o/oauth2/v2/auth",
      tokenUrl: "http://127.0.0.1:3100/emulator/google/token",
      revokeUrl: "http://127.0.0.1:3100/emulator/google/revoke",
      userinfoUrl: "http://127.0.0.1:3100/emulator/google/oauth2/v2/userinfo",
    });
    expect(googleClientCredentials()).toEqual({
      clientId: "rankwell-embedded.apps.googleusercontent.com",
      clientSecret: "rankwell-embedded-secret",
    });
  });

  it("without SITE_URL in embedded mode: this server on loopback, or the browser's origin for the consent page", async () => {
    const { googleEndpoints } = await load({
      SITE_URL: "",
      PORT: "4123",
      GOOGLE_CLIENT_ID: "",
      GOOGLE_CLIENT_SECRET: "",
      NEXT_PUBLIC_SUPABASE_URL: "",
    });
    expect(googleEndpoints().tokenUrl).toBe("http://127.0.0.1:4123/emulator/google/token");
    expect(googleEndpoints("http://localhost:4123").authUrl).toBe(
      "http://localhost:4123/emulator/google/o/oauth2/v2/auth",
    );
  });

  it("use Google and the configured client when self-hosted", async () => {
    const { googleEndpoints, googleClientCredentials, GOOGLE_ENDPOINTS } = await load({
      SITE_URL: "https://rankwell.example.com",
      GOOGLE_CLIENT_ID: "123-abc.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "GOCSPX-secret",
      NEXT_PUBLIC_SUPABASE_URL: "",
    });
    expect(googleEndpoints()).toBe(GOOGLE_ENDPOINTS);
    expect(GOOGLE_ENDPOINTS.tokenUrl).toBe("https://oauth2.googleapis.com/token");
    expect(googleClientCredentials()).toEqual({
      clientId: "123-abc.apps.googleusercontent.com",
      clientSecret: "GOCSPX-secret",
    });
  });

  it("refuse to run in Supabase mode without a Google client: the settings check stops at start", async () => {
    await expect(
      load({
        NEXT_PUBLIC_SUPABASE_URL: "https://x.supabase.co",
        NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon",
        DATABASE_URL: "postgres://app@127.0.0.1:5432/app",
        GOOGLE_CLIENT_ID: "",
        GOOGLE_CLIENT_SECRET: "",
      }),
    ).rejects.toThrow(/GOOGLE_CLIENT_ID: required in Supabase mode/);
  });

  it("use Google and the configured client in Supabase mode", async () => {
    const { googleEndpoints, GOOGLE_ENDPOINTS, googleClientCredentials } = await load({
      SITE_URL: "https://rankwell.example.com",
      NEXT_PUBLIC_SUPABASE_URL: "https://x.supabase.co",
      NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon",
      DATABASE_URL: "postgres://app@127.0.0.1:5432/app",
      GOOGLE_CLIENT_ID: "123-abc.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "GOCSPX-secret",
    });
    expect(googleEndpoints()).toBe(GOOGLE_ENDPOINTS);
    expect(googleClientCredentials().clientId).toBe("123-abc.apps.googleusercontent.com");
  });
});
