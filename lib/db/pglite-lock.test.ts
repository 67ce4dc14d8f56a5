import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseLockedError, lockDataDir } from "./pglite-lock";

let root: string;
let dataDir: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "rankwell-lock-"));
  dataDir = path.join(root, "nested", "pglite");
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

describe("lockDataDir", () => {
  it("writes this process's pid beside the data directory and removes it on release", async () => {
    const lock = lockDataDir(dataDir);
    expect(lock.path).toBe(`${dataDir}.lock`);
    expect(JSON.parse(await readFile(lock.path, "utf8"))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it("refuses a second holder while the owner lives, with a message that says what to do", () => {
    const lock = lockDataDir(dataDir);
    try {
      expect(() => lockDataDir(dataDir)).toThrow(DatabaseLockedError);
      expect(() => lockDataDir(dataDir)).toThrow(/in use by process \d+.*DATABASE_URL/s);
    } finally {
      lock.release();
    }
    lockDataDir(dataDir).release();
  });

  it("takes over the lock of a process that died", async () => {
    lockDataDir(dataDir).release();
    await writeFile(`${dataDir}.lock`, JSON.stringify({ pid: deadPid() }));
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(await readFile(lock.path, "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("takes over an unreadable lock file", async () => {
    lockDataDir(dataDir).release();
    await writeFile(`${dataDir}.lock`, "not json");
    lockDataDir(dataDir).release();
  });

  it("does not remove a lock that another process took in the meantime", async () => {
    const lock = lockDataDir(dataDir);
    const other = JSON.stringify({ pid: process.ppid });
    await writeFile(lock.path, other);
    lock.release();
    expect(await readFile(lock.path, "utf8")).toBe(other);
  });
});
