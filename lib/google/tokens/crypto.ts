import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

// Google tokens at rest: AES-256-GCM, stored as `v1.<iv>.<tag>.<ciphertext>` in base64url, so the
// format can change later without guessing what an old row holds.
const VERSION = "v1";
const ALGORITHM = "aes-256-gcm";
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

export class TokenCryptoError extends Error {
  override name = "TokenCryptoError";
}

/** Reads a 32-byte key written as 64 hex characters or as base64 / base64url (43 or 44 characters). */
export function parseEncryptionKey(input: string): Buffer {
  const text = input.trim();
  let key: Buffer | null = null;
  if (/^[0-9a-f]{64}$/i.test(text)) key = Buffer.from(text, "hex");
  // Node's base64 decoder also reads the URL-safe alphabet.
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) key = Buffer.from(text, "base64");
  if (key?.length !== KEY_BYTES) {
    throw new TokenCryptoError(
      "The token encryption key must be 32 random bytes, written as 64 hex characters or 44 base64 characters.",
    );
  }
  return key;
}

/** A fresh random key, in the base64 form parseEncryptionKey reads. */
export function generateEncryptionKey(): string {
  return randomBytes(KEY_BYTES).toString("base64");
}

function checkKey(key: Uint8Array): void {
  if (key.length !== KEY_BYTES)
    throw new TokenCryptoError("The token encryption key must be 32 bytes.");
}

export function encryptToken(plain: string, key: Uint8Array): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString("base64url"));
  return [VERSION, ...parts].join(".");
}

export function decryptToken(sealed: string, key: Uint8Array): string {
  checkKey(key);
  const [version, ...parts] = sealed.split(".");
  if (version !== VERSION || parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) {
    throw new TokenCryptoError("The stored token is not in the v1 encrypted format.");
  }
  const [iv, tag, ciphertext] = parts.map((part) => Buffer.from(part, "base64url")) as [
    Buffer,
    Buffer,
    Buffer,
  ];
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
    throw new TokenCryptoError("The stored token is not in the v1 encrypted format.");
  }
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
  } catch (cause) {
    throw new TokenCryptoError(
      "The stored token could not be decrypted: it was altered or sealed with another key.",
      {
        cause,
      },
    );
  }
}
