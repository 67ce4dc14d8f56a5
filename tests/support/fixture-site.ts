import { createServer } from "node:http";
import { afterAll, beforeAll } from "vitest";
import { env } from "@/lib/env";
import type { AddressInfo } from "node:net";
import { handleFixtureRequest } from "../fixtures/site/pages";

export type FixtureSite = { origin: string; port: number; close(): Promise<void> };

/** Serves the fixture site in-process on 127.0.0.1 and a free port, for Vitest integration tests. */
export async function startFixtureSite(): Promise<FixtureSite> {
  let port = 0;
  const server = createServer((req, res) => handleFixtureRequest(req, res, port));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * Starts the fixture site for the test file and allow-lists it for the safe fetcher, as the
 * end-to-end server does with SAFE_FETCH_ALLOW_HOSTS. Read `.site` inside tests, after beforeAll.
 */
export function serveFixtureSiteForTests(): { readonly site: FixtureSite } {
  const holder: { site?: FixtureSite } = {};
  beforeAll(async () => {
    holder.site = await startFixtureSite();
    env.SAFE_FETCH_ALLOW_HOSTS = `127.0.0.1:${holder.site.port}`;
  });
  afterAll(async () => {
    env.SAFE_FETCH_ALLOW_HOSTS = undefined;
    await holder.site?.close();
  });
  return {
    get site() {
      if (!holder.site)
        throw new Error("The fixture site starts in beforeAll; read it inside a test.");
      return holder.site;
    },
  };
}

/** Calls a route handler with a JSON POST body, as the browser would. */
export function postJson(
  handler: (request: Request) => Promise<Response>,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return handler(
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    }),
  );
}
