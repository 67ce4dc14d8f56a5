import { env } from "@/lib/env";
import { clientIp, SHARED_CLIENT_KEY, type ProxySettings } from "./client-ip";
import { checkRateLimit } from "./rate-limit";

const request = (headers: Record<string, string>) =>
  new Request("http://localhost/api/tools/x/", { headers });
const direct: ProxySettings = { trustedHops: 0, vercel: false };
const oneProxy: ProxySettings = { trustedHops: 1, vercel: false };
const twoProxies: ProxySettings = { trustedHops: 2, vercel: false };
const vercel: ProxySettings = { trustedHops: 0, vercel: true };

describe("clientIp", () => {
  it("trusts no forwarding header without proxies: every caller shares one key", () => {
    const spoofed = request({ "x-forwarded-for": "203.0.113.7", "x-real-ip": "198.51.100.1" });
    expect(clientIp(spoofed, direct)).toBe(SHARED_CLIENT_KEY);
    expect(clientIp(request({}), direct)).toBe(SHARED_CLIENT_KEY);
  });

  it("takes the entry the outermost trusted proxy appended, whatever the caller wrote before it", () => {
    const headers = { "x-forwarded-for": "1.1.1.1, 2.2.2.2 , 203.0.113.7, 10.0.0.2" };
    expect(clientIp(request(headers), oneProxy)).toBe("10.0.0.2");
    expect(clientIp(request(headers), twoProxies)).toBe("203.0.113.7");
    expect(clientIp(request({ "x-forwarded-for": "203.0.113.7" }), oneProxy)).toBe("203.0.113.7");
  });

  it("shares one key when the chain is shorter than the proxies or the entry is no address", () => {
    expect(clientIp(request({ "x-forwarded-for": "203.0.113.7" }), twoProxies)).toBe(
      SHARED_CLIENT_KEY,
    );
    expect(clientIp(request({}), oneProxy)).toBe(SHARED_CLIENT_KEY);
    expect(clientIp(request({ "x-forwarded-for": "1.1.1.1, evil" }), oneProxy)).toBe(
      SHARED_CLIENT_KEY,
    );
  });

  it("counts an IPv6 caller by its /64 and an IPv4-mapped one by its IPv4 address", () => {
    const v6 = (a: string) => clientIp(request({ "x-forwarded-for": a }), oneProxy);
    expect(v6("2001:db8:1:2:aaaa::1")).toBe(v6("2001:db8:1:2:ffff:1:2:3"));
    expect(v6("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(v6("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("on Vercel reads the address Vercel writes, not the caller's x-forwarded-for", () => {
    const headers = { "x-forwarded-for": "1.1.1.1", "x-vercel-forwarded-for": "203.0.113.7" };
    expect(clientIp(request(headers), vercel)).toBe("203.0.113.7");
    expect(clientIp(request({ "x-real-ip": "198.51.100.1" }), vercel)).toBe("198.51.100.1");
    expect(clientIp(request({ "x-forwarded-for": "1.1.1.1" }), vercel)).toBe(SHARED_CLIENT_KEY);
  });

  it.each([
    ["directly reachable", direct, (spoof: string) => ({ "x-forwarded-for": spoof })],
    [
      "behind one proxy",
      oneProxy,
      (spoof: string) => ({ "x-forwarded-for": `${spoof}, 203.0.113.99` }),
    ],
    [
      "on Vercel",
      vercel,
      (spoof: string) => ({ "x-forwarded-for": spoof, "x-vercel-forwarded-for": "203.0.113.99" }),
    ],
  ] as const)(
    "stops one caller rotating x-forwarded-for over 102 requests (%s)",
    async (name, settings, headers) => {
      let accepted = 0;
      for (let i = 0; i < 102; i++) {
        const spoof = `198.51.${Math.floor(i / 250)}.${i % 250}`;
        const key = clientIp(request(headers(spoof)), settings);
        if ((await checkRateLimit(`rotation-${name}`, key)).ok) accepted += 1;
      }
      expect(accepted).toBe(env.TOOLS_RATE_LIMIT_PER_MINUTE);
    },
  );
});
