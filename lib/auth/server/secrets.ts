import "server-only";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { env } from "@/lib/env";
import { loadOrCreateSecret, secretsDir } from "@/lib/security/secret-file";

const MIN_SECRET_LENGTH = 32;

/** Checks a configured AUTH_SECRET: iron-session needs at least 32 characters. */
export function checkAuthSecret(secret: string): string {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
  }
  return secret;
}

let authSecretPromise: Promise<string> | undefined;

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
