import { sql } from "drizzle-orm";
import { createTestDb, type TestDb } from "@/tests/support/db";
import { rawRows } from "./raw-rows";
import { projects } from "./schema";
import { withUser } from "./user-scope";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

type Session = { role: string; uid: string | null };
const session = sql`select current_user as role, auth.uid()::text as uid`;

describe("withUser", () => {
  it("runs as authenticated with the user's claims, and only inside its transaction", async () => {
    const userId = await t.createUser();
    const inside = await withUser(
      userId,
      async (tx) => (await rawRows<Session>(tx, session))[0],
      t.db,
    );
    expect(inside).toEqual({ role: "authenticated", uid: userId });
    expect(await withUser(userId, async (tx) => tx.userId, t.db)).toBe(userId);

    const [after] = await rawRows<Session>(t.db, session);
    expect(after).toEqual({ role: "postgres", uid: null });
  });

  it("rolls everything back when the work throws", async () => {
    const userId = await t.createUser();
    const failing = withUser(
      userId,
      async (tx) => {
        await tx.insert(projects).values({ user_id: userId, name: "Half done" });
        throw new Error("boom");
      },
      t.db,
    );
    await expect(failing).rejects.toThrow("boom");
    expect(
      await t.db
        .select()
        .from(projects)
        .where(sql`${projects.user_id} = ${userId}`),
    ).toEqual([]);
  });

  it("refuses an id that is not a UUID", async () => {
    await expect(withUser("1 or 1=1", async () => 1, t.db)).rejects.toThrow(/UUID/);
    await expect(withUser("", async () => 1, t.db)).rejects.toThrow(/UUID/);
  });
});
