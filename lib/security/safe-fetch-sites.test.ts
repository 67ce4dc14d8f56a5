import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createGoogleEmulator } from "@/google-emulator/handler";
import { siteUrlsOf } from "@/google-emulator/gsc/site-files";
import { createEmulatorServer } from "@/google-emulator/node-adapter";
import { resolveHost } from "./resolve-host";
import { safeFetch, SafeFetchError } from "./safe-fetch";

// No name resolves: a `.example` host is reached through the emulator or not at all.
vi.mock("./resolve-host", () => ({ resolveHost: vi.fn() }));
const server = vi.hoisted(() => ({ mode: "embedded", origin: "http://127.0.0.1:1" }));
vi.mock("@/lib/env", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/env")>()),
  runMode: () => server.mode,
  selfOrigin: () => server.origin,
}));

const NOW = new Date("2026-03-01T10:00:00Z");
const WWW = "https://www.greenleaf.example";
let emulator: Server;

beforeAll(async () => {
  vi.mocked(resolveHost).mockRejectedValue(
    Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" }),
  );
  emulator = createEmulatorServer(createGoogleEmulator({ secret: "sites", now: () => NOW }));
  await new Promise<void>((resolve) => emulator.listen(0, "127.0.0.1", resolve));
  server.origin = `http://127.0.0.1:${(emulator.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => emulator.close(() => resolve())));

async function refusal(url: string): Promise<SafeFetchError> {
  const error = await safeFetch(url, { timeoutMs: 2000 }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `${url} should have been refused`).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

describe("safeFetch and the emulator's sites", () => {
  it("reaches any path of a world site in embedded mode, under its own address", async () => {
    server.mode = "embedded";
    const page = await safeFetch(`${WWW}/guides/`);
    expect(page.status).toBe(200);
    expect(page.url).toBe(`${WWW}/guides/`);
    expect(page.contentType).toBe("text/html; charset=utf-8");
    expect(page.body).toContain(`<link rel="canonical" href="${WWW}/guides/">`);
    const robots = await safeFetch(`${WWW}/robots.txt`);
    expect(robots.body).toMatch(/^Disallow: \/print\/$/m);
    const moved = siteUrlsOf("sc-domain:greenleaf.example", NOW).find(
      (u) => u.group === "page_with_redirect",
    )!;
    const followed = await safeFetch(moved.url);
    expect(followed.redirects).toEqual([{ url: moved.url, status: 301 }]);
    expect(followed.url).toBe(moved.target);
    expect(followed.status).toBe(200);
    expect((await safeFetch(`${WWW}/no-such-page/`)).status).toBe(404);
  });

  it("still refuses the loopback address itself, and .example hosts outside embedded mode", async () => {
    server.mode = "embedded";
    const direct = await refusal(`${server.origin}/emulator/google/sites/www.greenleaf.example/`);
    expect(direct.code).toBe("forbidden_address");
    server.mode = "self-hosted";
    expect((await refusal(`${WWW}/guides/`)).code).toBe("dns_failure");
    server.mode = "supabase";
    expect((await refusal(`${WWW}/robots.txt`)).code).toBe("dns_failure");
  });
});
