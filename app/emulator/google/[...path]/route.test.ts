import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";

// lib/env reads the environment once at import, so each case imports a fresh copy of the route.
let dataDir: string;

async function loadRoute(settings: Record<string, string>) {
  vi.resetModules();
  vi.stubEnv("PGLITE_DATA_DIR", path.join(dataDir, "pglite"));
  vi.stubEnv("SITE_URL", "http://127.0.0.1:3100");
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  return import("./route");
}

const chooserUrl = () =>
  `http://127.0.0.1:3100/emulator/google/o/oauth2/v2/auth?${new URLSearchParams({
    client_id: "rankwell-embedded.apps.googleusercontent.com",
    redirect_uri: "http://127.0.0.1:3100/auth-callback",
    response_type: "code",
    scope: "openid email profile",
  })}`;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "emulator-route-"));
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(dataDir, { recursive: true, force: true });
});

describe("/emulator/google/[...path]", () => {
  it("serves the emulator in embedded mode and keeps its signing secret in the data folder", async () => {
    const route = await loadRoute({
      GOOGLE_CLIENT_ID: "",
      GOOGLE_CLIENT_SECRET: "",
      NEXT_PUBLIC_SUPABASE_URL: "",
    });
    const response = await route.GET(new NextRequest(chooserUrl()));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Choose an account");
    const file = path.join(dataDir, "google-emulator-secret");
    expect((await readFile(file, "utf8")).trim().length).toBeGreaterThanOrEqual(43);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it("answers 404 in the error shape when real Google credentials are configured", async () => {
    const route = await loadRoute({
      GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "s",
    });
    const response = await route.POST(
      new NextRequest("http://127.0.0.1:3100/emulator/google/token", { method: "POST" }),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "not_found", message: "The Google emulator runs only in embedded mode." },
    });
  });

  it("lets the signed-in user fail their own account's Google calls, on this machine only", async () => {
    const route = await loadRoute({ AUTH_SECRET: "emulator-route-test-secret-0123456789abcdef" });
    const { sessionCookies } = await import("@/tests/support/route-requests");
    const { getDb } = await import("@/lib/db/client");
    const { upsertAuthUser } = await import("@/lib/db/auth-users");
    const email = "t-1@e2e.rankwell.dev";
    const { id } = await upsertAuthUser(await getDb(), { email });
    const cookie = await sessionCookies({ id, email });
    const post = (account: string, headers: Record<string, string> = {}) =>
      route.POST(
        new NextRequest("http://127.0.0.1:3100/emulator/google/_emulator/faults", {
          method: "POST",
          headers: { host: "127.0.0.1:3100", "content-type": "application/json", ...headers },
          body: JSON.stringify({ account, kind: "500" }),
        }),
      );
    const withSession = { cookie: `rankwell_session=${cookie.rankwell_session}` };

    expect((await post("t-1@e2e.rankwell.dev", withSession)).status).toBe(204);
    expect((await post("dana@demo.rankwell.dev", withSession)).status).toBe(403);
    expect((await post("t-1@e2e.rankwell.dev")).status).toBe(401);
    const remote = await post("t-1@e2e.rankwell.dev", {
      ...withSession,
      "x-forwarded-for": "203.0.113.7",
    });
    expect(remote.status).toBe(403);
    const cleared = await route.DELETE(
      new NextRequest("http://127.0.0.1:3100/emulator/google/_emulator/faults", {
        method: "DELETE",
        headers: { host: "127.0.0.1:3100", ...withSession },
      }),
    );
    expect(cleared.status).toBe(204);
  });

  it("refuses a body over 1 MB with 413 before the emulator reads it, chunked or not", async () => {
    const route = await loadRoute({
      GOOGLE_CLIENT_ID: "",
      GOOGLE_CLIENT_SECRET: "",
      NEXT_PUBLIC_SUPABASE_URL: "",
    });
    const chunk = new Uint8Array(256 * 1024).fill(0x61);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          sent += 1;
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    const response = await route.POST(
      new NextRequest("http://127.0.0.1:3100/emulator/google/token", {
        method: "POST",
        headers: { host: "127.0.0.1:3100", "content-type": "application/x-www-form-urlencoded" },
        body,
        duplex: "half",
      } as ConstructorParameters<typeof NextRequest>[1]),
    );
    expect(response.status).toBe(413);
    expect(sent).toBeLessThanOrEqual(5);
  });
});
