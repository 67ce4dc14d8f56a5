// The test fixture site, served in this process on a fixed loopback port for the SSRF redirects.
import { createServer } from "node:http";
import { handleFixtureRequest } from "@/tests/fixtures/site/pages";

export type Fixture = { origin: string; port: number; close(): Promise<void> };

export async function startFixture(port: number): Promise<Fixture> {
  const server = createServer((req, res) => handleFixtureRequest(req, res, port));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
