import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureSite, type FixtureSite } from "@/tests/support/fixture-site";
import { startGuardProxy, type GuardProxy } from "./guard-proxy";

let site: FixtureSite;
let proxy: GuardProxy;

beforeAll(async () => {
  site = await startFixtureSite();
  proxy = await startGuardProxy([`127.0.0.1:${site.port}`]);
});
afterAll(async () => {
  await proxy.close();
  await site.close();
});

const proxyPort = () => Number(new URL(proxy.url).port);

function viaProxy(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: "127.0.0.1",
      port: proxyPort(),
      path: url,
      headers: { host: new URL(url).host },
    });
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

function connect(target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: "127.0.0.1",
      port: proxyPort(),
      method: "CONNECT",
      path: target,
    });
    request.on("connect", (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
    request.end();
  });
}

describe("startGuardProxy", () => {
  it("forwards requests to allowed hosts", async () => {
    const page = await viaProxy(`${site.origin}/page-speed/fast/`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Light trail shoes that grip wet rock");
    expect(await connect(`127.0.0.1:${site.port}`)).toBe(200);
  });

  it("refuses private, loopback and metadata addresses, by IP or by name", async () => {
    expect((await viaProxy("http://10.0.0.1/")).status).toBe(403);
    expect((await viaProxy("http://localhost:9/")).status).toBe(403);
    expect(await connect("169.254.169.254:443")).toBe(403);
    expect(await connect("127.0.0.1:22")).toBe(403);
    expect([...proxy.refused]).toEqual(expect.arrayContaining(["10.0.0.1", "169.254.169.254:443"]));
  });
});
