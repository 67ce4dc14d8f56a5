import { createServer } from "node:http";
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
