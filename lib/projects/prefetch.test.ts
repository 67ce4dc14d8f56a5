import { QueryClient } from "@tanstack/react-query";
import { listAlerts } from "@/lib/alerts/store";
import { readSessionState } from "@/lib/auth/server/session-state";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import { alertKeys, authKeys, googlePropertyKeys, projectKeys } from "@/lib/query/keys";
import { createTestDb, seedUserRows, type TestDb } from "@/tests/support/db";
import { prefetchShell } from "./prefetch";

const database = vi.hoisted(() => ({ db: null as Db | null }));
vi.mock("@/lib/db/client", () => ({ getDb: async () => database.db }));

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  database.db = t.db;
});
afterAll(() => t.close());

describe("prefetchShell", () => {
  it("fills what every view's frame reads, so none of it is fetched again after load", async () => {
    const email = "shell@example.com";
    const user = { id: await t.createUser(email), email };
    await seedUserRows(t.client, user.id, "shell");
    const queryClient = new QueryClient();

    await prefetchShell(queryClient, user);

    // The session as /api/auth/session/ answers it: the user menu and the connection banner.
    expect(queryClient.getQueryData(authKeys.session)).toEqual(
      await readSessionState(user, { db: t.db }),
    );
    expect(queryClient.getQueryData(authKeys.session)).toMatchObject({ user });
    // The alerts bell, as /api/alerts/ answers it.
    expect(queryClient.getQueryData(alertKeys.list)).toEqual(
      await withUser(user.id, (tx) => listAlerts(tx), t.db),
    );
    expect(queryClient.getQueryData(projectKeys.all)).toHaveLength(1);
    expect(queryClient.getQueryData(googlePropertyKeys.all)).toHaveLength(1);
  });
});
