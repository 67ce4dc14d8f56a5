import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

// Every state-changing route handler under app/api/ must refuse a request another site's page sent,
// even with a well-sealed session cookie, before any session lookup: this walks the folder, so a new
// route cannot forget it.

vi.hoisted(() => {
  process.env.AUTH_SECRET = "cross-site-test-secret-0123456789abcdef";
});
// Nothing may reach the database: the refusal comes before any work.
vi.mock("@/lib/db/client", () => ({
  getDb: async () => {
    throw new Error("a refused request must not reach the database");
  },
}));

const { NextRequest } = await import("next/server");
const { SESSION_COOKIE, sealSession } = await import("@/lib/auth/server/session");

const API_DIR = path.dirname(new URL(import.meta.url).pathname);
const METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;

const routeFiles = (readdirSync(API_DIR, { recursive: true }) as string[])
  .filter((file) => path.basename(file) === "route.ts")
  .sort();

type Handler = (request: Request, context: unknown) => Promise<Response>;

async function stateChangingHandlers() {
  const found: [string, string, Handler][] = [];
  for (const file of routeFiles) {
    const mod = (await import(path.join(API_DIR, file))) as Record<string, unknown>;
    for (const method of METHODS) {
      const handler = mod[method];
      if (typeof handler === "function") found.push([file, method, handler as Handler]);
    }
  }
  return found;
}

const handlers = await stateChangingHandlers();
const cookie = `${SESSION_COOKIE}=${await sealSession({
  sessionId: "2b7e1c4d-9a3f-4e6b-8c5d-1f0a2b3c4d5e",
  user: { id: "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b", email: "dana@demo.rankwell.dev" },
})}`;
const context = {
  params: Promise.resolve({
    projectId: "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b",
    dataSourceId: "0d6c3b9a-1f2e-4d5c-8b7a-6e5f4d3c2b1a",
    unknown: ["x"],
  }),
};

const send = (handler: Handler, method: string, file: string, headers: Record<string, string>) =>
  handler(
    new NextRequest(`http://localhost:3000/api/${path.dirname(file)}/`, {
      method,
      headers: { cookie, "content-type": "application/json", ...headers },
      body: JSON.stringify({ name: "Planted by another site" }),
    }),
    context,
  );

describe("state-changing route handlers", () => {
  it("are found", () => {
    expect(handlers.length).toBeGreaterThan(20);
  });

  it.each(handlers)(
    "%s %s refuses a cross-site request with 403",
    async (file, method, handler) => {
      const response = await send(handler, method, file, { "sec-fetch-site": "cross-site" });
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe("cross_site_request");
    },
  );

  it.each(handlers)(
    "%s %s refuses a foreign Origin without Sec-Fetch-Site",
    async (file, method, handler) => {
      const response = await send(handler, method, file, { origin: "https://evil.example" });
      expect(response.status).toBe(403);
    },
  );
});
