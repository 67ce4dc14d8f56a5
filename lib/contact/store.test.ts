import { sql } from "drizzle-orm";
import { createTestDb, INSUFFICIENT_PRIVILEGE, sqlState, type TestDb } from "@/tests/support/db";
import { saveContactMessage } from "./store";
import { contactMessages } from "@/lib/db/schema";
import { withUser } from "@/lib/db/user-scope";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

const input = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  topic: "support",
  message: "The keyword density tool counts hyphenated words twice.",
} as const;

describe("saveContactMessage", () => {
  it("stores the message and returns its id", async () => {
    const { id } = await saveContactMessage(input, t.db);
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(sql`${contactMessages.id} = ${id}`);
    expect(row).toMatchObject(input);
    expect(row?.created_at).toBeInstanceOf(Date);
  });

  it("does not store the honeypot or any other extra field", async () => {
    const withHoneypot = { ...input, website: "https://spam.example" };
    const { id } = await saveContactMessage(withHoneypot, t.db);
    const { rows } = await t.client.query<Record<string, unknown>>(
      "select * from contact_messages where id = $1",
      [id],
    );
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      "created_at",
      "email",
      "id",
      "message",
      "name",
      "topic",
    ]);
  });

  it("is invisible to signed-in users and to anon", async () => {
    await saveContactMessage(input, t.db);
    const userId = await t.createUser();
    const asUser = withUser(userId, (tx) => tx.select().from(contactMessages), t.db);
    expect(await sqlState(asUser)).toBe(INSUFFICIENT_PRIVILEGE);
    const asAnon = t.client.transaction(async (tx) => {
      await tx.query("set local role anon");
      return tx.query("select * from contact_messages");
    });
    expect(await sqlState(asAnon)).toBe(INSUFFICIENT_PRIVILEGE);
  });
});
