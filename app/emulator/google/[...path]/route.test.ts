import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

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
    const response = await route.GET(new Request(chooserUrl()));
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
      new Request("http://127.0.0.1:3100/emulator/google/token", { method: "POST" }),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "not_found", message: "The Google emulator runs only in embedded mode." },
    });
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
      new Request("http://127.0.0.1:3100/emulator/google/token", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(sent).toBeLessThanOrEqual(5);
  });
});
