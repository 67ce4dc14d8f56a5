import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadOrCreateSecret, secretsDir } from "./secret-file";

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
});

describe("secretsDir", () => {
  it("keeps secrets beside the database folder, else in .data", () => {
    expect(secretsDir("/srv/rankwell/db/pglite")).toBe(path.resolve("/srv/rankwell/db"));
    expect(secretsDir(undefined)).toBe(path.join(process.cwd(), ".data"));
  });
});
