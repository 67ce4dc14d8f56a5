import "server-only";
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

// PGlite has no lock of its own and two processes on one data directory corrupt it. Written by hand:
// the lock libraries on npm lock with mtime heartbeats, while a pid check answers "is the owner alive?"
// exactly and needs no timer.

export type DirLock = { path: string; release(): void };

export class DatabaseLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database is in use by process ${ownerPid} (lock file ${lockPath}). PGlite allows ` +
        `one process at a time: stop the other server, or set DATABASE_URL to use a Postgres server. ` +
        `If no process ${ownerPid} is running, delete the lock file.`,
    );
    this.name = "DatabaseLockedError";
  }
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number(JSON.parse(readFileSync(lockPath, "utf8")).pid);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// The lock file appears complete or not at all (written aside, then hard-linked into place), so no
// reader ever sees an empty file and mistakes a starting owner for a dead one.
function tryCreate(lockPath: string): boolean {
  const draft = `${lockPath}.${process.pid}.tmp`;
  writeFileSync(draft, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
  try {
    linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

// Moves a dead owner's lock aside. Renaming is atomic, so of two processes taking over at once only
// one moves the stale file; the other finds a live owner's file in its hands and puts it back.
function removeStale(lockPath: string, stalePid: number | undefined): void {
  const aside = `${lockPath}.${process.pid}.stale`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (readOwner(aside) === stalePid) unlinkSync(aside);
  else renameSync(aside, lockPath);
}

export function lockDataDir(dataDir: string): DirLock {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  mkdirSync(path.dirname(lockPath), { recursive: true });

  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(lockPath)) {
      const release = () => {
        if (readOwner(lockPath) !== process.pid) return;
        try {
          unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", release);
      return {
        path: lockPath,
        release: () => {
          process.removeListener("exit", release);
          release();
        },
      };
    }
    const owner = readOwner(lockPath);
    if (owner !== undefined && isAlive(owner)) throw new DatabaseLockedError(lockPath, owner);
    removeStale(lockPath, owner);
  }
  throw new Error(`Could not take the database lock ${lockPath}: it keeps changing hands.`);
}
