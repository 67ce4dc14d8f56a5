import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { createEmulatorServer } from "@/google-emulator/node-adapter";
import { GOOGLE_SIGN_IN_SCOPES } from "@/lib/google/scopes";
import "@/lib/boot/jobs";
import { stopJobQueue } from "@/lib/jobs/process";
import { saveGoogleTokens } from "@/lib/google/tokens/store";
import { createTestDb, type TestDb } from "./db";
import { dataApiHarness, DANA } from "./google-emulator/ga4-harness";

// Route tests over real HTTP: a PGlite test database for the projects, the Google emulator on a
// loopback port for Google, with tokens from the emulator's own consent flow. The test file mocks
// `@/lib/db/client` (getDb) and points `@/lib/google/hosts` at `origin` (vi.mock must stay there).

export type RouteUser = { id: string; email: string };
export type PropertyRef = { projectId: string; propertyId: string };

export function emulatorRoutes(state: { origin: string }) {
  const harness = dataApiHarness();
  let db: TestDb | null = null;
  let server: Server | null = null;
  const testDb = () => {
    if (!db) throw new Error("start() the emulator routes first");
    return db;
  };

  return {
    harness,
    get t(): TestDb {
      return testDb();
    },
    async start(): Promise<TestDb> {
      db = await createTestDb();
      vi.mocked(getDb).mockResolvedValue(db.db);
      const listening = createEmulatorServer(harness.emulator);
      server = listening;
      await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
      state.origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
      return db;
    },
    async stop(): Promise<void> {
      // The sync routes run as jobs: the queue's workers poll the database until stopped, and a
      // poll of a closed database would log after the file has ended.
      await stopJobQueue();
      const listening = server;
      if (listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
      await db?.close();
    },
    /** A user whose Google tokens come from the emulator's consent flow for `account` (Dana). */
    async signedInUser(
      email: string,
      scopes: readonly string[] = GOOGLE_SIGN_IN_SCOPES,
      account: Record<string, string> = DANA,
    ): Promise<RouteUser> {
      const t = testDb();
      const id = await t.createUser(email);
      const { query } = await harness.approve(account, { scope: scopes.join(" ") });
      const tokens = await (await harness.exchange(query!.get("code")!)).json();
      await saveGoogleTokens(
        id,
        {
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token,
          expiresAt: new Date(Date.now() + 3_600_000),
          scope: tokens.scope,
        },
        { db: t.db },
      );
      return { id, email };
    },
    /** A new project of `user` with one data source: the ids the data routes take. */
    async dataSource(
      user: RouteUser,
      type: string,
      propertyUri: string,
      name = `Greenleaf ${type}`,
      /** Adds the source to this project of the user's instead of a new one. */
      intoProject?: string,
    ): Promise<PropertyRef> {
      const t = testDb();
      const projectId =
        intoProject ??
        (
          await t.client.query<{ id: string }>(
            "insert into projects (user_id, name) values ($1, $2) returning id",
            [user.id, name],
          )
        ).rows[0]!.id;
      const source = await t.client.query<{ id: string }>(
        "insert into data_sources (project_id, type, property_uri) values ($1, $2, $3) returning id",
        [projectId, type, propertyUri],
      );
      return { projectId, propertyId: source.rows[0]!.id };
    },
  };
}
