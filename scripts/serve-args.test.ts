import { describe, expect, it } from "vitest";
import { hostArgument, serveArgs } from "./serve-args";

describe("hostArgument", () => {
  it.each([
    [["-p", "3000"], undefined],
    [["-H", "0.0.0.0"], "0.0.0.0"],
    [["--hostname", "::1", "-p", "1"], "::1"],
    [["--hostname=localhost"], "localhost"],
  ])("%j → %s", (args, host) => expect(hostArgument(args)).toBe(host));
});

describe("serveArgs", () => {
  it("binds loopback when embedded mode serves only this machine", () => {
    expect(serveArgs(["-p", "3000"], true)).toEqual({
      ok: true,
      args: ["-p", "3000", "-H", "127.0.0.1"],
    });
  });

  it.each(["127.0.0.1", "localhost", "::1"])("keeps a loopback host the command names: %s", (h) => {
    expect(serveArgs(["-H", h], true)).toEqual({ ok: true, args: ["-H", h] });
  });

  it.each(["0.0.0.0", "::", "192.168.1.2", "rankwell.example"])("refuses to listen on %s", (h) => {
    const decided = serveArgs(["--hostname", h], true);
    expect(decided.ok).toBe(false);
    expect(!decided.ok && decided.message).toContain("RANKWELL_PUBLIC_DEMO=1");
  });

  it("leaves the host to Next.js as a public demo and in the other modes", () => {
    expect(serveArgs(["-p", "3000"], false)).toEqual({ ok: true, args: ["-p", "3000"] });
    expect(serveArgs(["-H", "0.0.0.0"], false)).toEqual({ ok: true, args: ["-H", "0.0.0.0"] });
  });
});
