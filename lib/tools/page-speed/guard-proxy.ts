import "server-only";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import net, { type AddressInfo, type Socket } from "node:net";
import { checkedAddresses } from "@/lib/security/address-guard";
import { SafeFetchError } from "@/lib/security/safe-fetch-error";

export type GuardProxy = {
  /** For Chromium's --proxy-server flag. */
  url: string;
  /** Hosts that were refused because they resolve to a private or local address. */
  refused: Set<string>;
  close(): Promise<void>;
};

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/** The address the connection may go to: checked like every safe fetch, pinned against rebinding. */
async function destination(target: URL, allowHosts: string[]): Promise<string> {
  const addresses = await checkedAddresses(target, allowHosts);
  return addresses[0]?.address ?? target.hostname.replace(/^\[(.*)\]$/, "$1");
}

/**
 * A local HTTP proxy that Chromium sends every request through while Lighthouse runs, so that no
 * request of the page (redirects, subresources, scripts' fetches) can reach a private or local
 * address, whatever host name it uses. Hand-written: no proxy package applies such a check.
 */
export async function startGuardProxy(allowHosts: string[]): Promise<GuardProxy> {
  const refused = new Set<string>();
  const sockets = new Set<Socket>();

  // Only private and local targets are reported; a name that does not resolve simply fails.
  const refuse = (host: string, error: unknown) => {
    if (error instanceof SafeFetchError && error.code === "forbidden_address") refused.add(host);
  };

  async function forward(req: IncomingMessage, res: ServerResponse) {
    let target: URL;
    try {
      target = new URL(req.url ?? "");
      if (target.protocol !== "http:") throw new Error("not http");
    } catch {
      res.writeHead(400).end();
      return;
    }
    let address: string;
    try {
      address = await destination(target, allowHosts);
    } catch (error) {
      refuse(target.host, error);
      res.writeHead(403).end();
      return;
    }
    const upstream = http.request({
      host: address,
      port: target.port || 80,
      path: `${target.pathname}${target.search}`,
      method: req.method,
      headers: { ...endToEnd(req.headers), host: target.host },
      agent: false,
    });
    upstream.on("response", (answer) => {
      res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(res);
    });
    upstream.on("error", () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  }

  async function tunnel(req: IncomingMessage, client: Socket, head: Buffer) {
    client.on("error", () => client.destroy());
    let target: URL;
    let address: string;
    try {
      target = new URL(`https://${req.url ?? ""}`);
      address = await destination(target, allowHosts);
    } catch (error) {
      refuse(req.url ?? "", error);
      client.end("HTTP/1.1 403 Forbidden\r\n\r\n");
      return;
    }
    const upstream = net.connect(Number(target.port || 443), address, () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
  }

  const server = http.createServer((req, res) => void forward(req, res));
  server.on("connect", (req, client: Socket, head) => void tunnel(req, client, head));
  server.on("upgrade", (_req, client: Socket) => client.destroy());
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
