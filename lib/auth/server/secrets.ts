import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { generateEncryptionKey, parseEncryptionKey } from "@/lib/auth/token-crypto";
import { env } from "@/lib/env";

const MIN_SECRET_LENGTH = 32;

/** Where generated secrets live: beside the embedded database's folder, else `.data/`. */
export function secretsDir(pgliteDataDir: string | undefined = env.PGLITE_DATA_DIR): string {
  return pgliteDataDir
    ? path.dirname(path.resolve(pgliteDataDir))
    : path.join(process.cwd(), ".data");
}

/**
 * Reads the secret kept in `file`, or writes `generate()` there (owner-only) on first use. The
 * exclusive create means two processes starting together still end up with one shared secret.
 */
export async function loadOrCreateSecret(file: string, generate: () => string): Promise<string> {
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const fresh = generate();
  try {
    await writeFile(file, `${fresh}\n`, { mode: 0o600, flag: "wx" });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const written = await readSecret(file);
    if (!written) throw new Error(`The secret file ${path.basename(file)} exists but is empty.`);
    return written;
  }
}

async function readSecret(file: string): Promise<string | null> {
  try {
    return (await readFile(file, "utf8")).trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Checks a configured AUTH_SECRET: iron-session needs at least 32 characters. */
export function checkAuthSecret(secret: string): string {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
  }
  return secret;
}

let authSecretPromise: Promise<string> | undefined;
let tokenKeyPromise: Promise<Buffer> | undefined;

/** The password that seals the session cookies. */
export function authSecret(): Promise<string> {
  authSecretPromise ??= (async () =>
    env.AUTH_SECRET
      ? checkAuthSecret(env.AUTH_SECRET)
      : loadOrCreateSecret(path.join(secretsDir(), "auth-secret"), () =>
          randomBytes(32).toString("base64url"),
        ))();
  authSecretPromise.catch(() => (authSecretPromise = undefined));
  return authSecretPromise;
}

/** The AES-256-GCM key that encrypts Google tokens at rest. */
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
