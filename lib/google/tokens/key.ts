import "server-only";
import path from "node:path";
import { env } from "@/lib/env";
import { loadOrCreateSecret, secretsDir } from "@/lib/security/secret-file";
import { generateEncryptionKey, parseEncryptionKey } from "./crypto";

let tokenKeyPromise: Promise<Buffer> | undefined;

/** The AES-256-GCM key that encrypts Google tokens at rest: TOKEN_ENCRYPTION_KEY, else a generated one. */
export function tokenEncryptionKey(): Promise<Buffer> {
  tokenKeyPromise ??= (async () =>
    parseEncryptionKey(
      env.TOKEN_ENCRYPTION_KEY ??
        (await loadOrCreateSecret(
          path.join(secretsDir(), "token-encryption-key"),
          generateEncryptionKey,
        )),
    ))();
  tokenKeyPromise.catch(() => (tokenKeyPromise = undefined));
  return tokenKeyPromise;
}
