import "server-only";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { loadOrCreateSecret, secretsDir } from "@/lib/security/secret-file";
import { configuredSiteUrl } from "@/lib/env";
import { createGoogleEmulator, type GoogleEmulator } from "./handler";

let emulator: Promise<GoogleEmulator> | undefined;

/**
 * The emulator the app serves in embedded mode. Its signing secret lives in the data folder, so
 * the Google tokens stored for users survive a restart of the server.
 */
export function appEmulator(): Promise<GoogleEmulator> {
  emulator ??= loadOrCreateSecret(path.join(secretsDir(), "google-emulator-secret"), () =>
    randomBytes(32).toString("base64url"),
  ).then((secret) =>
    // Without SITE_URL, each request's own origin is the app's (the emulator's default).
    createGoogleEmulator({
      secret,
      appOrigin: configuredSiteUrl,
      publicOrigin: configuredSiteUrl,
    }),
  );
  emulator.catch(() => (emulator = undefined));
  return emulator;
}
