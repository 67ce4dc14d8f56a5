import http from "node:http";
import type { AddressInfo } from "node:net";
import { send, type FuzzRequest } from "./fuzz";

// Real Node servers on loopback: the fuzz must tell Node's own refusal of an oversized request head
// (a 431, then a reset while the client still writes) from a request that kills the connection.
async function serve(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

const request = (path: string, body?: string): FuzzRequest => ({
  route: "POST /api/x/",
  pattern: "/api/x/",
  method: "POST",
  path,
  contentType: "application/json",
  body: { text: body, kind: body === undefined ? "no body" : "huge body" },
  signedIn: false,
  forwardedFor: "203.0.113.9",
});

const hugeBody = JSON.stringify({ url: "a".repeat(6 * 1024 * 1024) });
const longQuery = `?name=${encodeURIComponent(JSON.stringify([...Array(4000).keys()]))}`;

describe("the fuzz's sender", () => {
  it("counts Node's 431 for an oversized head as the answer, even when a large body drew a reset", async () => {
    const server = await serve((_req, res) => res.end("{}"));
    try {
      const sent = await send(
        { origin: server.origin, sessionCookie: "" },
        request(`/api/x/${longQuery}`, hugeBody),
      );
      expect(sent.status).toBe(431);
    } finally {
      await server.close();
    }
  }, 30_000);

  it("still reports no answer when the server kills every connection", async () => {
    const server = await serve((req) => req.socket.destroy());
    try {
      const options = { origin: server.origin, sessionCookie: "" };
      const huge = await send(options, request("/api/x/", hugeBody));
      expect(huge.status).toBeNull();
      expect(huge.retried).toBe(true);
      const small = await send(options, request("/api/x/", "{}"));
      expect(small.status).toBeNull();
    } finally {
      await server.close();
    }
  }, 30_000);
});
