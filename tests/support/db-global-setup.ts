import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fromPglite, PgBoss } from "pg-boss";
import type { TestProject } from "vitest/node";
import { openPglite } from "@/lib/db/drivers";
import { MIGRATIONS_DIR, readMigrations, runMigrations } from "@/lib/db/migrate";

// Builds the migrated template database that every test file clones (tests/support/db.ts). initdb and
// the migrations take seconds; cloning a dump takes well under one. The dump is cached on disk under a
// hash of everything that shapes it, so test runs that change none of it skip the build entirely.

const CACHE_DIR = path.join(process.cwd(), "node_modules", ".cache", "rankwell-test-db");

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplatePath: string;
  }
}

async function templateKey(): Promise<string> {
  const hash = createHash("sha256");
  const pglite = JSON.parse(
    await readFile(
      path.join(process.cwd(), "node_modules", "@electric-sql", "pglite", "package.json"),
      "utf8",
    ),
  );
  hash.update(`pglite ${pglite.version}\n`);
  const boss = JSON.parse(
    await readFile(path.join(process.cwd(), "node_modules", "pg-boss", "package.json"), "utf8"),
  );
  hash.update(`pg-boss ${boss.version}\n`);
  hash.update(await readFile(path.join(process.cwd(), "lib", "db", "migrate.ts")));
  for (const file of await readMigrations(MIGRATIONS_DIR))
    hash.update(`${file.name}\n${file.sql}\n`);
  return hash.digest("hex").slice(0, 16);
}

async function buildTemplate(target: string): Promise<void> {
  const opened = await openPglite();
  try {
    await runMigrations(opened.migrationTarget);
    // The job queue's own schema too, which pg-boss would otherwise create in every test database.
    const boss = new PgBoss({
      db: fromPglite(opened.client),
      backend: "pglite",
      schedule: false,
      supervise: false,
    });
    await boss.start();
    await boss.stop({ graceful: false });
    const dump = await opened.client.dumpDataDir("none");
    const draft = `${target}.${process.pid}.tmp`;
    await writeFile(draft, new Uint8Array(await dump.arrayBuffer()));
    // Renaming is atomic, so a parallel test run never reads a half-written template.
    await rename(draft, target);
  } finally {
    await opened.close();
  }
}

export default async function setup(project: TestProject): Promise<void> {
  try {
    await mkdir(CACHE_DIR, { recursive: true });
    const name = `${await templateKey()}.tar`;
    const target = path.join(CACHE_DIR, name);
    if (!existsSync(target)) {
      await buildTemplate(target);
      for (const old of await readdir(CACHE_DIR)) {
        if (old !== name && old.endsWith(".tar"))
          await rm(path.join(CACHE_DIR, old), { force: true });
      }
    }
    project.provide("dbTemplatePath", target);
  } catch (error) {
    // Tests that use no database must still run; the ones that do migrate afresh and show the error.
    console.warn("[db-global-setup] no template database:", error);
    project.provide("dbTemplatePath", "");
  }
}
