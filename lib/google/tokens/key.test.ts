import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadOrCreateSecret } from "@/lib/security/secret-file";
import { generateEncryptionKey, parseEncryptionKey } from "./crypto";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "rankwell-secrets-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("the token key file", () => {
  it("generates a token key that parseEncryptionKey reads", async () => {
    const value = await loadOrCreateSecret(path.join(dir, "key"), generateEncryptionKey);
    expect(parseEncryptionKey(value)).toHaveLength(32);
  });
});
