import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { THEME_SCRIPT } from "@/lib/theme";
import {
  answerFor,
  contentSecurityPolicy,
  securityHeaders,
  securitySettings,
  type SecuritySettings,
} from "./headers";

const PRODUCTION: SecuritySettings = { development: false, production: true, https: true };
const LOCAL: SecuritySettings = { development: false, production: true, https: false };
const DEV: SecuritySettings = { development: true, production: false, https: false };

/** The policy's directives by name, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split("; ").map((d) => {
      const [name = "", ...sources] = d.split(" ");
      return [name, sources];
    }),
  );
}

const themeHash = `'sha256-${createHash("sha256").update(THEME_SCRIPT).digest("base64")}'`;

describe("answerFor", () => {
  it.each(["/app", "/app/", "/app/settings/", "/auth-callback/", "/auth/v1/callback/"])(
    "renders %s per request",
    (path) => expect(answerFor(path)).toBe("page"),
  );
  it.each(["/", "/pricing/", "/tools/meta-tags/", "/application/", "/apis/", "/og/"])(
    "serves %s prerendered",
    (path) => expect(answerFor(path)).toBe("prerendered"),
  );
  it("tells route handlers and the emulator apart", () => {
    expect(answerFor("/api/projects/")).toBe("api");
    expect(answerFor("/emulator/google/accounts.google.com/o/oauth2/v2/auth")).toBe("emulator");
  });
});

describe("securityHeaders of a page rendered per request", () => {
  const { response, request } = securityHeaders("/app/", PRODUCTION);
  const policy = directives(response["Content-Security-Policy"] ?? "");

  it("allows scripts by the request's nonce, the theme script by its hash and same-origin files", () => {
    const nonce = request["X-Nonce"] ?? "";
    expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(policy.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`, themeHash]);
    expect(policy.has("script-src-attr")).toBe(false);
  });

  it("hands Next the same policy on the request, so it puts the nonce on its scripts", () => {
    expect(request["Content-Security-Policy"]).toBe(response["Content-Security-Policy"]);
  });

  it("draws a fresh nonce for every request", () => {
    const nonces = new Set(
      Array.from({ length: 20 }, () => securityHeaders("/app/", PRODUCTION).request["X-Nonce"]),
    );
    expect(nonces.size).toBe(20);
  });

  it("keeps every other source to the site itself", () => {
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "https:"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
  });

  it("sends the other headers of an HTTPS production site", () => {
    expect(response).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    });
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
      expect(response["Permissions-Policy"]).toContain(`${feature}=()`);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows inline scripts on prerendered pages, without hashes that would switch that off", () => {
    const policy = directives(contentSecurityPolicy(PRODUCTION));
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("script-src-attr")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("puts script-src before script-src-attr, where Next looks for the nonce", () => {
    const policy = contentSecurityPolicy(PRODUCTION);
    expect(policy.indexOf("script-src ")).toBeLessThan(policy.indexOf("script-src-attr"));
  });

  it("allows eval only in development", () => {
    for (const nonce of [undefined, "abc"]) {
      expect(directives(contentSecurityPolicy(DEV, nonce)).get("script-src")).toContain(
        "'unsafe-eval'",
      );
      expect(contentSecurityPolicy(PRODUCTION, nonce)).not.toContain("eval");
    }
  });

  it("lets the browser reach the Supabase project and its realtime socket in Supabase mode", () => {
    const hosted = { ...PRODUCTION, supabaseUrl: "https://abcd.supabase.co" };
    expect(directives(contentSecurityPolicy(hosted)).get("connect-src")).toEqual([
      "'self'",
      "https://abcd.supabase.co",
      "wss://abcd.supabase.co",
    ]);
    const local = { ...LOCAL, supabaseUrl: "http://127.0.0.1:54321" };
    expect(directives(contentSecurityPolicy(local, "n")).get("connect-src")).toEqual([
      "'self'",
      "http://127.0.0.1:54321",
      "ws://127.0.0.1:54321",
    ]);
  });

  it("neither upgrades requests nor refuses http images on a site served over http", () => {
    const policy = directives(contentSecurityPolicy(LOCAL));
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "https:", "http:"]);
  });
});

describe("securityHeaders", () => {
  it("gives prerendered pages the inline policy and no nonce", () => {
    const { response, request } = securityHeaders("/tools/meta-tags/", PRODUCTION);
    expect(response["Content-Security-Policy"]).toBe(contentSecurityPolicy(PRODUCTION));
    expect(request).toEqual({});
  });

  it("answers route handlers with nosniff and a policy that allows nothing", () => {
    const { response, request } = securityHeaders("/api/projects/", PRODUCTION);
    expect(response["X-Content-Type-Options"]).toBe("nosniff");
    expect(response["Content-Security-Policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(request).toEqual({});
  });

  it("leaves the emulator's sign-in pages their own policy and referrer rule", () => {
    const { response } = securityHeaders("/emulator/google/accounts.google.com/", PRODUCTION);
    expect(response["X-Content-Type-Options"]).toBe("nosniff");
    expect(response).not.toHaveProperty("Content-Security-Policy");
    expect(response).not.toHaveProperty("Referrer-Policy");
    expect(response).not.toHaveProperty("X-Frame-Options");
  });

  it("sends HSTS only from a production build of an HTTPS site", () => {
    const hsts = (s: SecuritySettings) => securityHeaders("/", s).response;
    expect(hsts(PRODUCTION)).toHaveProperty("Strict-Transport-Security");
    expect(hsts(LOCAL)).not.toHaveProperty("Strict-Transport-Security");
    expect(hsts({ ...DEV, https: true })).not.toHaveProperty("Strict-Transport-Security");
  });
});

describe("securitySettings", () => {
  it("reads the build, the site's scheme and the Supabase project from the environment", () => {
    const supabase = parseEnv({
      NODE_ENV: "production",
      NEXT_PUBLIC_SUPABASE_URL: "https://abcd.supabase.co",
      NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon",
      DATABASE_URL: "postgres://db.abcd.supabase.co/postgres",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      SITE_URL: "https://rankwell.example",
    });
    expect(securitySettings(supabase, "https://rankwell.example")).toEqual({
      development: false,
      production: true,
      https: true,
      supabaseUrl: "https://abcd.supabase.co",
    });
    expect(securitySettings(parseEnv({}), "http://localhost:3000")).toEqual({
      development: true,
      production: false,
      https: false,
      supabaseUrl: undefined,
    });
  });
});
