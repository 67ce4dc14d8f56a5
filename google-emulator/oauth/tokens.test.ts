import { createTokenCodec, TOKEN_PREFIX, type AccessClaims } from "./tokens";

const claims: AccessClaims = {
  typ: "access",
  sub: "104857600000000000001",
  email: "dana@demo.rankwell.dev",
  name: "Dana Demo",
  scope: "openid",
  cid: "client",
  gid: "grant-1",
  jti: "j-1",
  iat: 1_000,
  exp: 4_599,
};

describe("createTokenCodec", () => {
  const codec = createTokenCodec("a secret of the emulator");

  it("signs a token with Google's prefix and reads it back", () => {
    const token = codec.sign("access", claims);
    expect(token.startsWith(TOKEN_PREFIX.access)).toBe(true);
    expect(codec.verify("access", token, 2_000)).toEqual(claims);
  });

  it("refuses an expired token", () => {
    const token = codec.sign("access", claims);
    expect(codec.verify("access", token, 4_598)).not.toBeNull();
    expect(codec.verify("access", token, 4_599)).toBeNull();
  });

  it("refuses a changed payload, a changed signature and another secret", () => {
    const token = codec.sign("access", claims);
    const [payload, signature] = token.slice(TOKEN_PREFIX.access.length).split(".") as [
      string,
      string,
    ];
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: "1" })).toString("base64url");
    expect(
      codec.verify("access", `${TOKEN_PREFIX.access}${forged}.${signature}`, 2_000),
    ).toBeNull();
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    expect(codec.verify("access", `${TOKEN_PREFIX.access}${payload}.${flipped}`, 2_000)).toBeNull();
    expect(createTokenCodec("another secret").verify("access", token, 2_000)).toBeNull();
  });

  it("never takes one kind of token for another", () => {
    const token = codec.sign("access", claims);
    expect(codec.verify("refresh", token, 2_000)).toBeNull();
    const renamed = `${TOKEN_PREFIX.refresh}${token.slice(TOKEN_PREFIX.access.length)}`;
    expect(codec.verify("refresh", renamed, 2_000)).toBeNull();
  });

  it("refuses malformed input", () => {
    for (const token of ["", "ya29.emu-", "ya29.emu-abc", "ya29.emu-a.b.c", "ya29.emu-!!.??"]) {
      expect(codec.verify("access", token, 2_000)).toBeNull();
    }
  });

  it("signs ID tokens as three-part HS256 JWTs", () => {
    const jwt = codec.signJwt({ sub: "1", aud: "client" });
    const [header, payload, signature] = jwt.split(".");
    expect(JSON.parse(Buffer.from(header ?? "", "base64url").toString())).toMatchObject({
      alg: "HS256",
    });
    expect(JSON.parse(Buffer.from(payload ?? "", "base64url").toString())).toEqual({
      sub: "1",
      aud: "client",
    });
    expect(signature).toMatch(/^[\w-]{43}$/);
  });
});
