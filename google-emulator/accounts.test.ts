import { accountIdFor, adHocAccount, avatarUrl, DEMO_ACCOUNTS, initialsOf } from "./accounts";
import { avatarSvg } from "./avatar";

describe("accounts", () => {
  it("offers the two demo accounts with fixed ids", () => {
    expect(DEMO_ACCOUNTS.map(({ id, email, name }) => ({ id, email, name }))).toEqual([
      { id: "104857600000000000001", email: "dana@demo.rankwell.dev", name: "Dana Demo" },
      { id: "104857600000000000002", email: "alex@agency.rankwell.dev", name: "Alex Agency" },
    ]);
  });

  it("gives an ad-hoc address the same 21-digit id every time, whatever its case", () => {
    const id = accountIdFor("t-abc@e2e.rankwell.dev");
    expect(id).toMatch(/^1\d{20}$/);
    expect(accountIdFor(" T-ABC@e2e.rankwell.dev ")).toBe(id);
    expect(accountIdFor("t-abd@e2e.rankwell.dev")).not.toBe(id);
  });

  it("builds an ad-hoc account from email and name", () => {
    expect(adHocAccount("T-X@e2e.rankwell.dev", "  Tess  van  Dijk ")).toEqual({
      id: accountIdFor("t-x@e2e.rankwell.dev"),
      email: "t-x@e2e.rankwell.dev",
      name: "Tess van Dijk",
      givenName: "Tess",
      familyName: "van Dijk",
    });
  });

  it("answers a demo address with the demo account", () => {
    expect(adHocAccount("Dana@Demo.Rankwell.dev", "Someone Else")).toBe(DEMO_ACCOUNTS[0]);
  });

  it("points avatars at the emulator, with the name for made-up accounts", () => {
    const base = "http://127.0.0.1:3100/emulator/google";
    expect(avatarUrl(base, DEMO_ACCOUNTS[0]!)).toBe(`${base}/avatar/104857600000000000001.svg`);
    const tess = adHocAccount("t@e2e.rankwell.dev", "Tess Dijk");
    expect(avatarUrl(base, tess)).toBe(`${base}/avatar/${tess.id}.svg?name=Tess+Dijk`);
  });

  it("draws initials and escapes what it is given", () => {
    expect(initialsOf("Dana Demo")).toBe("DD");
    expect(initialsOf("  ")).toBe("?");
    expect(avatarSvg("104857600000000000001")).toContain(">DD</text>");
    const svg = avatarSvg("123", '<script>"x"</script> y');
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&#60;Y</text>");
  });
});
