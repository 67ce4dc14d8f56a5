import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFixtureSite, type FixtureSite } from "@/tests/support/fixture-site";
import { resolveHost, type ResolvedAddress } from "./resolve-host";
import { normalizeUserUrl, safeFetch, SafeFetchError, type SafeFetchErrorCode } from "./safe-fetch";

// The SSRF suite. DNS is replaced by a table so that names can "resolve" to any address without a
// network; a test that wrongly passed the guard would try to connect, so every call has a short timeout.
vi.mock("./resolve-host", () => ({ resolveHost: vi.fn() }));

const DNS: Record<string, string[]> = {
  "private.example.test": ["10.0.0.5"],
  "mixed.example.test": ["93.184.216.34", "127.0.0.1"],
  "v6-private.example.test": ["2606:2800::1", "fd00::1"],
  "mapped.example.test": ["::ffff:127.0.0.1"],
  "metadata-alias.example.test": ["169.254.169.254"],
  "127.0.0.1.nip.io": ["127.0.0.1"],
  "nat64.example.test": ["64:ff9b::c0a8:101"],
};

function table(hostname: string): ResolvedAddress[] {
  const answers = DNS[hostname];
  if (!answers)
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return answers.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
}

beforeEach(() => {
  vi.mocked(resolveHost).mockReset();
  vi.mocked(resolveHost).mockImplementation(async (hostname) => table(hostname));
});

async function refusal(input: string, options = {}): Promise<SafeFetchError> {
  const error = await safeFetch(input, { timeoutMs: 1000, allowHosts: [], ...options }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `${input} should have been refused`).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

const FORBIDDEN = [
  "http://127.0.0.1/",
  "http://127.1/",
  "http://127.255.255.254:8080/",
  "https://127.0.0.1:443/",
  "http://0.0.0.0/",
  "http://0/",
  "http://[::1]/",
  "http://[::]/",
  "http://169.254.169.254/latest/meta-data/",
  "http://[::ffff:169.254.169.254]/",
  "http://[fd00:ec2::254]/",
  "http://metadata.google.internal/computeMetadata/v1/",
  "http://metadata/",
  "http://10.0.0.1/",
  "http://172.16.0.1/",
  "http://172.31.255.255/",
  "http://192.168.1.1/",
  "http://100.64.0.1/",
  "http://[fc00::1]/",
  "http://[fd12::1]/",
  "http://[fe80::1]/",
  "http://[::ffff:127.0.0.1]/",
  "http://[::ffff:7f00:1]/",
  "http://[::ffff:a00:1]/",
  "http://[0:0:0:0:0:ffff:127.0.0.1]/",
  "http://[::127.0.0.1]/",
  "http://[64:ff9b::a00:1]/",
  "http://[2002:7f00:1::1]/",
  "http://2130706433/",
  "http://0x7f000001/",
  "http://017700000001/",
  "http://0177.0.0.1/",
  "http://0x7f.0.0.1/",
  "http://127%2E0%2E0%2E1/",
  "http://１２７.０.０.１/",
  "http://224.0.0.1/",
  "http://255.255.255.255/",
  "http://198.18.0.1/",
  "http://192.0.2.1/",
  "http://localhost/",
  "http://LOCALHOST./",
  "http://api.localhost/",
  "localhost:3000",
  "192.168.0.1",
  "http://private.example.test/",
  "http://mixed.example.test/",
  "http://v6-private.example.test/",
  "http://mapped.example.test/",
  "http://metadata-alias.example.test/",
  "http://127.0.0.1.nip.io/",
  "http://nat64.example.test/",
];

const INVALID = [
  "",
  "   ",
  "ftp://example.com/file.txt",
  "file:///etc/passwd",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "gopher://example.com/",
  "mailto:someone@example.com",
  "ws://example.com/",
  "http://user:pass@example.com/",
  "https://admin@example.com/",
  "http://",
  "not a url",
  `https://example.com/${"a".repeat(2100)}`,
];

describe("safeFetch refuses forbidden destinations", () => {
  it(`covers at least 40 addresses and tricks (${FORBIDDEN.length + INVALID.length})`, () => {
    expect(FORBIDDEN.length + INVALID.length).toBeGreaterThanOrEqual(40);
  });

  it.each(FORBIDDEN)("%s → forbidden_address", async (input) => {
    const error = await refusal(input);
    expect(error.code).toBe("forbidden_address");
    expect(error.message).toBe(
      "That address points to a private or local network, which Rankwell cannot fetch.",
    );
  });

  it.each(INVALID)("%j → invalid_url", async (input) => {
    expect((await refusal(input)).code).toBe("invalid_url");
  });

  it.each<[string, SafeFetchErrorCode]>([
    ["http://does-not-exist.example.test/", "dns_failure"],
    ["https://no-such-host.invalid/", "dns_failure"],
  ])("%s → %s", async (input, code) => {
    const error = await refusal(input);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(/could not be found/);
  });
});

describe("normalizeUserUrl", () => {
  it.each([
    ["example.com", "https://example.com/"],
    ["  example.com/page?q=1  ", "https://example.com/page?q=1"],
    ["example.com:8080/x", "https://example.com:8080/x"],
    ["//example.com/", "https://example.com/"],
    ["HTTP://Example.COM", "http://example.com/"],
    ["http://[2606:2800::1]/", "http://[2606:2800::1]/"],
  ])("%j → %s", (input, href) => {
    expect(normalizeUserUrl(input).href).toBe(href);
  });

  it.each(["exa mple.com", "https://not a url/", "http://exa%20mple.com/", "http://a<b>.com/"])(
    "refuses the malformed host in %j, whatever the browser's parser would do",
    (input) => expect(() => normalizeUserUrl(input)).toThrow(/is not a valid URL/),
  );
});

describe("safeFetch with the fixture site", () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startFixtureSite();
  });
  afterAll(() => site.close());

  it("refuses an allowed host that redirects to a private address", async () => {
    const allowHosts = [`127.0.0.1:${site.port}`];
    for (const path of ["redirect-to-loopback", "redirect-to-metadata"]) {
      expect((await refusal(`${site.origin}/security/${path}/`, { allowHosts })).code).toBe(
        "forbidden_address",
      );
    }
  });

  it("connects to the address it checked, not to a second DNS answer, keeping the Host header", async () => {
    const host = `rebind.example.test:${site.port}`;
    vi.mocked(resolveHost)
      .mockResolvedValueOnce([{ address: "127.0.0.1", family: 4 }])
      .mockResolvedValue([{ address: "203.0.113.10", family: 4 }]);
    const result = await safeFetch(`http://${host}/security/echo-headers/`, {
      allowHosts: [host],
      timeoutMs: 2000,
    });
    const headers = JSON.parse(result.body) as Record<string, string>;
    expect(headers.host).toBe(host);
    expect(headers["user-agent"]).toMatch(/RankwellBot/);
    expect(resolveHost).toHaveBeenCalledTimes(1);
  });
});
