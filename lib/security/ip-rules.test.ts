import { describe, expect, it } from "vitest";
import { forbiddenReason, isForbiddenAddress, isForbiddenHostname } from "./ip-rules";

describe("forbiddenReason", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["10.0.0.1", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["100.64.0.1", "private"],
    ["169.254.1.1", "link-local"],
    ["169.254.169.254", "metadata"],
    ["168.63.129.16", "metadata"],
    ["100.100.100.200", "metadata"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["198.18.0.1", "reserved"],
    ["192.0.2.1", "reserved"],
    ["198.51.100.7", "reserved"],
    ["203.0.113.9", "reserved"],
    ["240.0.0.1", "reserved"],
    ["192.0.0.192", "reserved"],
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["[::1]", "loopback"],
    ["fc00::1", "private"],
    ["fd12::1", "private"],
    ["fd00:ec2::254", "metadata"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["fec0::1", "private"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "ipv4-embedded"],
    ["::ffff:7f00:1", "ipv4-embedded"],
    ["::ffff:a00:1", "ipv4-embedded"],
    ["::ffff:93.184.216.34", "ipv4-embedded"],
    ["::7f00:1", "ipv4-embedded"],
    ["::ffff:0:7f00:1", "ipv4-embedded"],
    ["64:ff9b::a00:1", "ipv4-embedded"],
    ["64:ff9b::127.0.0.1", "ipv4-embedded"],
    ["64:ff9b:1::a00:1", "reserved"],
    ["2002:7f00:1::1", "ipv4-embedded"],
    ["2002:c0a8:101::1", "ipv4-embedded"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "ipv4-embedded"],
    ["2001:db8::1", "reserved"],
    ["100::1", "reserved"],
    ["4000::1", "reserved"],
  ])("refuses %s (%s)", (ip, reason) => {
    expect(forbiddenReason(ip)).toBe(reason);
    expect(isForbiddenAddress(ip)).toBe(true);
  });

  it.each([
    "2130706433",
    "0x7f000001",
    "0177.0.0.1",
    "127.1",
    "not an ip",
    "",
    "1.2.3.4.5",
    "example.com",
  ])("refuses the non-canonical or invalid form %j", (ip) =>
    expect(forbiddenReason(ip)).toBe("invalid"),
  );

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "1.1.1.1",
    "172.32.0.1",
    "100.128.0.1",
    "2606:2800::1",
    "2a00:1450:4001::200e",
    "64:ff9b::5db8:d822",
    "2002:5db8:d822::1",
  ])("lets the public address %s through", (ip) => expect(isForbiddenAddress(ip)).toBe(false));
});

describe("isForbiddenHostname", () => {
  it.each([
    "localhost",
    "LOCALHOST.",
    "api.localhost",
    "metadata.google.internal",
    "metadata",
    "printer.local",
    "intranet",
  ])("refuses %s", (name) => expect(isForbiddenHostname(name)).toBe(true));

  it.each(["example.com", "www.rankwell.app", "xn--mnchen-3ya.de"])("accepts %s", (name) => {
    expect(isForbiddenHostname(name)).toBe(false);
  });
});
