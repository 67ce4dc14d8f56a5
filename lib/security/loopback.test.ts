import { describe, expect, it } from "vitest";
import { hostnameOfHost, isLocalRequest, isLoopbackAddress, isLoopbackHostname } from "./loopback";

describe("isLoopbackAddress", () => {
  it.each(["127.0.0.1", "127.1.2.3", "::1", "[::1]", "::ffff:127.0.0.1"])("%s is loopback", (a) =>
    expect(isLoopbackAddress(a)).toBe(true),
  );
  it.each(["10.0.0.1", "192.168.1.2", "0.0.0.0", "::", "2001:db8::1", "::ffff:10.0.0.1", "", "x"])(
    "%s is not",
    (a) => expect(isLoopbackAddress(a)).toBe(false),
  );
});

describe("isLoopbackHostname", () => {
  it.each(["localhost", "LOCALHOST.", "app.localhost", "127.0.0.1", "::1"])("%s is", (name) =>
    expect(isLoopbackHostname(name)).toBe(true),
  );
  it.each(["rankwell.app", "localhost.evil.example", "127.0.0.1.nip.io", "evil-localhost"])(
    "%s is not",
    (name) => expect(isLoopbackHostname(name)).toBe(false),
  );
});

describe("hostnameOfHost", () => {
  it.each([
    ["localhost:3000", "localhost"],
    ["127.0.0.1", "127.0.0.1"],
    ["[::1]:3000", "::1"],
    ["[::1]", "::1"],
    ["::1", "::1"],
    ["rankwell.app:443", "rankwell.app"],
  ])("%s → %s", (host, name) => expect(hostnameOfHost(host)).toBe(name));
});

describe("isLocalRequest", () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);

  it("accepts a loopback Host with no or loopback forwarding", () => {
    expect(isLocalRequest(headers({ host: "localhost:3000" }))).toBe(true);
    expect(isLocalRequest(headers({ host: "[::1]:3000", "x-forwarded-for": "::1" }))).toBe(true);
    expect(
      isLocalRequest(headers({ host: "127.0.0.1:3100", "x-forwarded-for": "127.0.0.1, ::1" })),
    ).toBe(true);
  });

  it("refuses another Host, a missing one, or a hop that is not loopback", () => {
    expect(isLocalRequest(headers({ host: "rankwell.example" }))).toBe(false);
    expect(isLocalRequest(headers({ host: "10.0.0.5:3000" }))).toBe(false);
    expect(isLocalRequest(headers({}))).toBe(false);
    expect(
      isLocalRequest(headers({ host: "localhost:3000", "x-forwarded-for": "203.0.113.9" })),
    ).toBe(false);
    expect(
      isLocalRequest(headers({ host: "localhost", "x-forwarded-for": "127.0.0.1, 203.0.113.9" })),
    ).toBe(false);
  });
});
