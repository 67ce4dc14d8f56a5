import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

// Stateless emulator tokens: a base64url JSON payload and its HMAC-SHA256, behind Google-like
// prefixes. They validate without storage; only revocation and used codes are remembered.

export const TOKEN_PREFIX = { code: "4/0emu-", access: "ya29.emu-", refresh: "1//emu-" } as const;
export type TokenKind = keyof typeof TOKEN_PREFIX;

export const ACCESS_TOKEN_TTL_S = 3599;
export const CODE_TTL_S = 600;

const accountClaims = {
  sub: z.string(),
  email: z.string(),
  name: z.string(),
  scope: z.string(),
  cid: z.string(),
  iat: z.number(),
};

const codeSchema = z.object({
  ...accountClaims,
  typ: z.literal("code"),
  jti: z.string(),
  exp: z.number(),
  redirectUri: z.string(),
  offline: z.boolean(),
  challenge: z.string().optional(),
  method: z.enum(["S256", "plain"]).optional(),
});
const accessSchema = z.object({
  ...accountClaims,
  typ: z.literal("access"),
  gid: z.string(),
  jti: z.string(),
  exp: z.number(),
});
const refreshSchema = z.object({ ...accountClaims, typ: z.literal("refresh"), gid: z.string() });

const schemas = { code: codeSchema, access: accessSchema, refresh: refreshSchema };

export type CodeClaims = z.infer<typeof codeSchema>;
export type AccessClaims = z.infer<typeof accessSchema>;
export type RefreshClaims = z.infer<typeof refreshSchema>;
type Claims = { code: CodeClaims; access: AccessClaims; refresh: RefreshClaims };

export type TokenCodec = {
  sign<K extends TokenKind>(kind: K, claims: Claims[K]): string;
  /** The claims of a well-signed, unexpired token of this kind, else null. */
  verify<K extends TokenKind>(kind: K, token: string, nowS: number): Claims[K] | null;
  /** An HS256 JWT: an ID token that looks like Google's but is signed with the emulator's secret. */
  signJwt(claims: Record<string, unknown>): string;
};

export function createTokenCodec(secret: string | Uint8Array): TokenCodec {
  const mac = (data: string) => createHmac("sha256", secret).update(data).digest();

  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

  return {
    signJwt(claims) {
      const unsigned = `${encode({ alg: "HS256", typ: "JWT", kid: "emulator" })}.${encode(claims)}`;
      return `${unsigned}.${mac(unsigned).toString("base64url")}`;
    },
    sign(kind, claims) {
      const payload = encode(claims);
      return `${TOKEN_PREFIX[kind]}${payload}.${mac(payload).toString("base64url")}`;
    },
    verify(kind, token, nowS) {
      const prefix = TOKEN_PREFIX[kind];
      if (!token.startsWith(prefix)) return null;
      const [payload, signature, ...rest] = token.slice(prefix.length).split(".");
      if (!payload || !signature || rest.length > 0) return null;
      const expected = mac(payload);
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
      } catch {
        return null;
      }
      const parsed = schemas[kind].safeParse(json);
      if (!parsed.success) return null;
      const claims = parsed.data as Claims[typeof kind];
      if ("exp" in claims && claims.exp <= nowS) return null;
      return claims;
    },
  };
}
