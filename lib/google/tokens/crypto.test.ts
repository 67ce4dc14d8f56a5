import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  decryptToken,
  encryptToken,
  generateEncryptionKey,
  parseEncryptionKey,
  TokenCryptoError,
} from "./crypto";

const key = parseEncryptionKey(generateEncryptionKey());
const token = "ya29.a0AfB_byC-example-access-token_with.dots-and_underscores";

function flipFirstBit(part: string): string {
  const bytes = Buffer.from(part, "base64url");
  bytes[0] = bytes[0]! ^ 0x01;
  return bytes.toString("base64url");
}

describe("encryptToken / decryptToken", () => {
  it("round-trips tokens, including empty and non-ASCII text", () => {
    for (const plain of [token, "", "1//0gLx-refresh-token", "ünïcødé ✓"]) {
      expect(decryptToken(encryptToken(plain, key), key)).toBe(plain);
    }
  });

  it("writes the versioned compact format with a 12-byte IV and a 16-byte tag", () => {
    const sealed = encryptToken(token, key);
    const [version, iv, tag, ciphertext] = sealed.split(".");
    expect(version).toBe("v1");
    expect(Buffer.from(iv!, "base64url")).toHaveLength(12);
    expect(Buffer.from(tag!, "base64url")).toHaveLength(16);
    expect(Buffer.from(ciphertext!, "base64url")).toHaveLength(Buffer.byteLength(token));
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(token);
  });

  it("uses a fresh IV every time", () => {
    const ivs = new Set(Array.from({ length: 50 }, () => encryptToken(token, key).split(".")[1]));
    expect(ivs.size).toBe(50);
  });

  it.each([
    ["the ciphertext", 3],
    ["the tag", 2],
    ["the IV", 1],
  ])("detects tampering with %s", (_label, index) => {
    const parts = encryptToken(token, key).split(".");
    parts[index] = flipFirstBit(parts[index]!);
    expect(() => decryptToken(parts.join("."), key)).toThrow(TokenCryptoError);
  });

  it("fails with another key", () => {
    const other = parseEncryptionKey(generateEncryptionKey());
    expect(() => decryptToken(encryptToken(token, key), other)).toThrow(
      /altered or sealed with another key/,
    );
  });

  it.each([
    ["a plain token", token],
    ["another version", encryptToken(token, key).replace(/^v1/, "v2")],
    ["a missing part", encryptToken(token, key).split(".").slice(0, 3).join(".")],
    ["an extra part", `${encryptToken(token, key)}.AAAA`],
    [
      "a shortened tag",
      (() => {
        const parts = encryptToken(token, key).split(".");
        parts[2] = parts[2]!.slice(0, 12);
        return parts.join(".");
      })(),
    ],
    ["characters outside base64url", encryptToken(token, key).replace(/\.([^.]+)$/, ".+/=")],
  ])("rejects %s", (_label, sealed) => {
    expect(() => decryptToken(sealed, key)).toThrow(TokenCryptoError);
  });

  it("refuses a key of the wrong size", () => {
    expect(() => encryptToken(token, randomBytes(16))).toThrow(TokenCryptoError);
    expect(() => decryptToken(encryptToken(token, key), randomBytes(31))).toThrow(TokenCryptoError);
  });
});

describe("parseEncryptionKey", () => {
  const bytes = randomBytes(32);

  it.each([
    ["hex", bytes.toString("hex")],
    ["upper-case hex", bytes.toString("hex").toUpperCase()],
    ["base64", bytes.toString("base64")],
    ["base64 without padding", bytes.toString("base64").replace(/=$/, "")],
    ["base64url", bytes.toString("base64url")],
    ["base64 with surrounding whitespace", ` ${bytes.toString("base64")}\n`],
  ])("reads %s", (_label, input) => {
    expect(parseEncryptionKey(input).equals(bytes)).toBe(true);
  });

  it.each([
    ["an empty string", ""],
    ["a passphrase", "correct horse battery staple"],
    ["16 bytes of hex", randomBytes(16).toString("hex")],
    ["48 bytes of base64", randomBytes(48).toString("base64")],
    ["hex with a non-hex character", `${bytes.toString("hex").slice(0, 63)}g`],
  ])("refuses %s with a clear message", (_label, input) => {
    expect(() => parseEncryptionKey(input)).toThrow(
      /32 random bytes, written as 64 hex characters or 44 base64/,
    );
  });

  it("generates keys that parse to 32 distinct bytes", () => {
    const a = generateEncryptionKey();
    expect(parseEncryptionKey(a)).toHaveLength(32);
    expect(a).not.toBe(generateEncryptionKey());
  });
});
