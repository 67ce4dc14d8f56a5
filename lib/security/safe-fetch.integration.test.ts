import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFixtureSite, type FixtureSite } from "@/tests/support/fixture-site";
import { safeFetch, SafeFetchError, USER_AGENT } from "./safe-fetch";

let site: FixtureSite;
let allowHosts: string[];

beforeAll(async () => {
  site = await startFixtureSite();
  allowHosts = [`127.0.0.1:${site.port}`];
});
afterAll(() => site.close());

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

describe("safeFetch against the fixture site", () => {
  it("fetches an allow-listed page and reports status, headers and timing", async () => {
    const result = await safeFetch(`${site.origin}/security/final/`, { allowHosts });
    expect(result.status).toBe(200);
    expect(result.url).toBe(`${site.origin}/security/final/`);
    expect(result.redirects).toEqual([]);
    expect(result.contentType).toBe("text/html; charset=utf-8");
    expect(result.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(result.body).toContain("Final page of the redirect chain");
    expect(result.bytes).toBe(Buffer.byteLength(result.body));
    expect(result.truncated).toBe(false);
    expect(result.timingMs).toBeGreaterThanOrEqual(0);
    expect(USER_AGENT).toMatch(/RankwellBot\/1\.0; \+https?:\/\/.+\/about\/\)$/);
  });

  it("follows a redirect chain, absolute and relative, and reports every hop", async () => {
    const result = await safeFetch(`${site.origin}/security/redirect-1/`, { allowHosts });
    expect(result.requestedUrl).toBe(`${site.origin}/security/redirect-1/`);
    expect(result.url).toBe(`${site.origin}/security/final/`);
    expect(result.redirects).toEqual([
      { url: `${site.origin}/security/redirect-1/`, status: 301 },
      { url: `${site.origin}/security/redirect-2/`, status: 302 },
      { url: `${site.origin}/security/redirect-3/`, status: 308 },
    ]);
  });

  it("stops after maxRedirects", async () => {
    const error = await failure(
      safeFetch(`${site.origin}/security/redirect-loop/`, { allowHosts }),
    );
    expect(error.code).toBe("too_many_redirects");
    const short = await failure(
      safeFetch(`${site.origin}/security/redirect-1/`, { allowHosts, maxRedirects: 2 }),
    );
    expect(short.code).toBe("too_many_redirects");
  });

  it.each(["redirect-to-loopback", "redirect-to-metadata", "redirect-to-file"])(
    "refuses an allowed page that redirects to a forbidden place (%s)",
    async (path) => {
      const error = await failure(safeFetch(`${site.origin}/security/${path}/`, { allowHosts }));
      expect(error.code).toBe("forbidden_address");
    },
  );

  it("refuses the fixture site itself when it is not allow-listed", async () => {
    const error = await failure(safeFetch(`${site.origin}/security/final/`, { allowHosts: [] }));
    expect(error.code).toBe("forbidden_address");
    expect(error.message).toBe(
      "That address points to a private or local network, which Rankwell cannot fetch.",
    );
  });

  it("gives up on a slow page after timeoutMs", async () => {
    const started = Date.now();
    const error = await failure(
      safeFetch(`${site.origin}/security/slow/`, { allowHosts, timeoutMs: 300 }),
    );
    expect(error.code).toBe("timeout");
    expect(error.message).toMatch(/did not answer within 0\.3 seconds/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("refuses an oversized body while streaming it", async () => {
    const error = await failure(
      safeFetch(`${site.origin}/security/oversized/`, { allowHosts, maxBytes: 100_000 }),
    );
    expect(error.code).toBe("too_large");
  });

  it("cuts an oversized body at maxBytes in truncate mode", async () => {
    const result = await safeFetch(`${site.origin}/security/oversized/`, {
      allowHosts,
      maxBytes: 500 * 1024,
      truncate: true,
    });
    expect(result.truncated).toBe(true);
    expect(result.bytes).toBe(500 * 1024);
    expect(result.body).toHaveLength(500 * 1024);
  });

  it("decodes a gzip body", async () => {
    const result = await safeFetch(`${site.origin}/security/gzip/`, { allowHosts });
    expect(result.headers["content-encoding"]).toBe("gzip");
    expect(result.body).toContain("Compressed page — décodé correctement");
  });

  it("decodes latin-1 from the header and windows-1252 from a meta tag", async () => {
    expect((await safeFetch(`${site.origin}/security/latin1/`, { allowHosts })).body).toContain(
      "Café crème à Zürich",
    );
    expect(
      (await safeFetch(`${site.origin}/security/latin1-meta/`, { allowHosts })).body,
    ).toContain("Señor Müller");
  });

  it("returns non-HTML responses and 404s as they are; HEAD reads no body", async () => {
    const json = await safeFetch(`${site.origin}/security/data.json`, {
      allowHosts,
      accept: "application/json",
    });
    expect(json.contentType).toBe("application/json");
    expect(JSON.parse(json.body)).toEqual({ kind: "not html", ok: true });
    const missing = await safeFetch(`${site.origin}/security/missing/`, { allowHosts });
    expect(missing.status).toBe(404);
    const head = await safeFetch(`${site.origin}/security/final/`, { allowHosts, method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
  });

  it("reports a closed port as connection_failed", async () => {
    const closed = `127.0.0.1:${site.port + 1}`;
    const error = await failure(safeFetch(`http://${closed}/`, { allowHosts: [closed] }));
    expect(error.code).toBe("connection_failed");
  });
});

describe("safeFetch POST", () => {
  type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
  const received: Received[] = [];
  let receiver: Server;
  let origin = "";
  let receiverHosts: string[] = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        received.push({
          method: request.method ?? "",
          url: request.url ?? "",
          headers: request.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        });
        if (request.url === "/moved/") {
          response.writeHead(307, { location: `${origin}/elsewhere/` }).end();
        } else {
          response.writeHead(201, { "content-type": "text/plain" }).end("accepted");
        }
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const { port } = receiver.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    receiverHosts = [`127.0.0.1:${port}`];
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        receiver.closeAllConnections();
        receiver.close(() => resolve());
      }),
  );
  beforeEach(() => {
    received.length = 0;
  });

  it("sends the body with its content type and length to an allow-listed host", async () => {
    const body = JSON.stringify({ text: "Clicks fell — 12 → 3" });
    const result = await safeFetch(`${origin}/hook/`, {
      allowHosts: receiverHosts,
      method: "POST",
      body,
      contentType: "application/json",
    });
    expect(result.status).toBe(201);
    expect(result.body).toBe("accepted");
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: "POST", url: "/hook/", body });
    expect(received[0]!.headers["content-type"]).toBe("application/json");
    expect(received[0]!.headers["content-length"]).toBe(String(Buffer.byteLength(body)));
  });

  it("treats a redirect of a POST as the answer instead of posting again", async () => {
    const result = await safeFetch(`${origin}/moved/`, {
      allowHosts: receiverHosts,
      method: "POST",
      body: "secret",
    });
    expect(result.status).toBe(307);
    expect(result.url).toBe(`${origin}/moved/`);
    expect(result.redirects).toEqual([]);
    expect(received.map((r) => r.url)).toEqual(["/moved/"]);
  });

  it("refuses to post to a loopback host that is not allow-listed, sending nothing", async () => {
    const error = await failure(
      safeFetch(`${origin}/hook/`, { allowHosts: [], method: "POST", body: "secret" }),
    );
    expect(error.code).toBe("forbidden_address");
    expect(received).toEqual([]);
  });
});
