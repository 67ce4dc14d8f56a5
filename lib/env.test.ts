import { describe, expect, it } from "vitest";
import { configuredModel, configuredModelName } from "./ai/model";
import { isPublicDemo, parseEnv, runMode, selfOrigin, servesLoopbackOnly } from "./env";

const SUPABASE = {
  NEXT_PUBLIC_SUPABASE_URL: "https://abcdefghijklmnop.supabase.co",
  NEXT_PUBLIC_SUPABASE_ANON_KEY: "eyJhbGciOiJIUzI1NiJ9.anon.key",
};
const SUPABASE_COMPLETE = {
  ...SUPABASE,
  DATABASE_URL: "postgres://postgres:pw@db.abcdefghijklmnop.supabase.co:5432/postgres",
  GOOGLE_CLIENT_ID: "123-abc.apps.googleusercontent.com",
  GOOGLE_CLIENT_SECRET: "GOCSPX-secret",
  SITE_URL: "https://rankwell.example.com",
};

describe("parseEnv", () => {
  it("needs nothing for the embedded mode", () => {
    expect(runMode(parseEnv({}))).toBe("embedded");
  });

  it("trusts no proxy unless told how many there are, and knows when it runs on Vercel", () => {
    expect(parseEnv({})).toMatchObject({ TRUSTED_PROXY_HOPS: 0, VERCEL: false });
    expect(parseEnv({ TRUSTED_PROXY_HOPS: "2", VERCEL: "1" })).toMatchObject({
      TRUSTED_PROXY_HOPS: 2,
      VERCEL: true,
    });
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: "-1" })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: "1.5" })).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it("accepts a complete Supabase setup", () => {
    expect(runMode(parseEnv(SUPABASE_COMPLETE))).toBe("supabase");
  });

  it.each(["DATABASE_URL", "GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"] as const)(
    "says why %s is required in Supabase mode",
    (name) => {
      const source: Record<string, string> = { ...SUPABASE_COMPLETE, [name]: "" };
      expect(() => parseEnv(source)).toThrow(`${name}: required in Supabase mode`);
    },
  );

  it("names the Supabase Google provider's client for the Google credentials", () => {
    expect(() => parseEnv(SUPABASE)).toThrow(
      /GOOGLE_CLIENT_ID: required in Supabase mode: the client ID of the Google OAuth client configured in the Supabase Google provider, so the server can refresh Google tokens/,
    );
  });

  it("refuses half a Supabase setup", () => {
    expect(() => parseEnv({ NEXT_PUBLIC_SUPABASE_URL: SUPABASE.NEXT_PUBLIC_SUPABASE_URL })).toThrow(
      "NEXT_PUBLIC_SUPABASE_ANON_KEY: set both",
    );
    expect(() =>
      parseEnv({ NEXT_PUBLIC_SUPABASE_ANON_KEY: SUPABASE.NEXT_PUBLIC_SUPABASE_ANON_KEY }),
    ).toThrow("NEXT_PUBLIC_SUPABASE_URL: set both");
  });

  it("refuses a Supabase URL that is not a URL", () => {
    expect(() => parseEnv({ ...SUPABASE_COMPLETE, NEXT_PUBLIC_SUPABASE_URL: "abcdef" })).toThrow(
      "NEXT_PUBLIC_SUPABASE_URL: must be a URL",
    );
  });

  it("leaves the self-hosted mode as it was", () => {
    const e = parseEnv({
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      SITE_URL: "https://rankwell.example.com",
    });
    expect(runMode(e)).toBe("self-hosted");
  });
});

describe("SITE_URL", () => {
  it("is required with real Google sign-in, with a message that says what to set", () => {
    const selfHosted = { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" };
    expect(() => parseEnv(selfHosted)).toThrow(
      /SITE_URL: required with Google sign-in \(self-hosted or Supabase mode\): the public origin users open/,
    );
    const { SITE_URL: _unset, ...supabase } = SUPABASE_COMPLETE;
    expect(() => parseEnv(supabase)).toThrow(/SITE_URL: required with Google sign-in/);
    expect(() => parseEnv({ ...selfHosted, SITE_URL: "" })).toThrow(/SITE_URL: required/);
  });

  it("is optional in embedded mode, which works on the port it is started on", () => {
    expect(parseEnv({}).SITE_URL).toBeUndefined();
    expect(parseEnv({ PORT: "4000" }).PORT).toBe(4000);
    expect(() => parseEnv({ PORT: "http" })).toThrow(/PORT/);
    expect(selfOrigin(parseEnv({ PORT: "4000" }))).toBe("http://127.0.0.1:4000");
    expect(selfOrigin(parseEnv({}))).toBe("http://127.0.0.1:3000");
  });
});

describe("RANKWELL_PUBLIC_DEMO", () => {
  it("keeps embedded mode on loopback unless it is set", () => {
    for (const source of [{}, { RANKWELL_PUBLIC_DEMO: "" }, { RANKWELL_PUBLIC_DEMO: "0" }]) {
      const e = parseEnv(source);
      expect(servesLoopbackOnly(e)).toBe(true);
      expect(isPublicDemo(e)).toBe(false);
    }
    const demo = parseEnv({ RANKWELL_PUBLIC_DEMO: "1" });
    expect(servesLoopbackOnly(demo)).toBe(false);
    expect(isPublicDemo(demo)).toBe(true);
  });

  it("means nothing outside embedded mode, which never serves the emulator", () => {
    const e = parseEnv({
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "s",
      SITE_URL: "https://rankwell.example.com",
      RANKWELL_PUBLIC_DEMO: "1",
    });
    expect(isPublicDemo(e)).toBe(false);
    expect(servesLoopbackOnly(e)).toBe(false);
  });

  it("refuses a value that is not a yes or a no", () => {
    expect(() => parseEnv({ RANKWELL_PUBLIC_DEMO: "maybe" })).toThrow("RANKWELL_PUBLIC_DEMO");
  });
});

describe("AI_BASE_URL and AI_MODEL", () => {
  it("are optional: without them Rankwell writes AI Insights itself", () => {
    const e = parseEnv({});
    expect(configuredModelName(e)).toBeNull();
    expect(configuredModel(e)).toBeNull();
  });

  it("name any OpenAI-compatible endpoint and model, with a key only when it needs one", () => {
    const e = parseEnv({ AI_BASE_URL: "http://127.0.0.1:11434/v1", AI_MODEL: "llama3.2" });
    expect(configuredModelName(e)).toBe("llama3.2");
    expect(configuredModel(e)?.name).toBe("llama3.2");
  });

  it("refuse half a setup and an address that is not http(s), saying what to set", () => {
    expect(() => parseEnv({ AI_BASE_URL: "https://api.example.com/v1" })).toThrow("AI_MODEL");
    expect(() => parseEnv({ AI_MODEL: "gpt-4o-mini" })).toThrow("AI_BASE_URL");
    expect(() => parseEnv({ AI_BASE_URL: "ftp://example.com", AI_MODEL: "m" })).toThrow(
      "AI_BASE_URL",
    );
  });
});
