import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseEncryptionKey } from "@/lib/auth/token-crypto";
import { checkAuthSecret, loadOrCreateSecret, secretsDir } from "./secrets";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "rankwell-secrets-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("loadOrCreateSecret", () => {
  it("generates once, owner-only, and reads the same secret afterwards", async () => {
    const file = path.join(dir, "nested", "auth-secret");
    const generate = vi.fn(() => "a".repeat(43));
    await expect(loadOrCreateSecret(file, generate)).resolves.toBe("a".repeat(43));
    await expect(loadOrCreateSecret(file, () => "other")).resolves.toBe("a".repeat(43));
    expect(generate).toHaveBeenCalledTimes(1);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it("lets concurrent first calls agree on one secret", async () => {
    const file = path.join(dir, "token-encryption-key");
    let n = 0;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        loadOrCreateSecret(file, () => `secret-${++n}`.padEnd(40, "x")),
      ),
    );
    expect(new Set(results).size).toBe(1);
    expect((await readFile(file, "utf8")).trim()).toBe(results[0]);
  });

  it("keeps a secret written by hand, trimmed", async () => {
    const file = path.join(dir, "auth-secret");
    await writeFile(file, "  hand-written-secret-of-enough-length-000  \n");
    await expect(loadOrCreateSecret(file, () => "unused")).resolves.toBe(
      "hand-written-secret-of-enough-length-000",
    );
  });

  it("generates a token key that parseEncryptionKey reads", async () => {
    const { generateEncryptionKey } = await import("@/lib/auth/token-crypto");
    const value = await loadOrCreateSecret(path.join(dir, "key"), generateEncryptionKey);
    expect(parseEncryptionKey(value)).toHaveLength(32);
  });
});

describe("settings", () => {
  it("keeps secrets beside the database folder, else in .data", () => {
    expect(secretsDir("/srv/rankwell/db/pglite")).toBe(path.resolve("/srv/rankwell/db"));
    expect(secretsDir(undefined)).toBe(path.join(process.cwd(), ".data"));
  });

  it("refuses an AUTH_SECRET shorter than 32 characters", () => {
    expect(() => checkAuthSecret("short")).toThrow(/at least 32/);
    expect(checkAuthSecret("x".repeat(32))).toBe("x".repeat(32));
  });
});
