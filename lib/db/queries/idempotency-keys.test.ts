import {
  createTestDb,
  INSUFFICIENT_PRIVILEGE,
  queryAsAnon,
  queryAsUser,
  sqlState,
  type TestDb,
} from "@/tests/support/db";
import { withUser } from "../user-scope";
import { deleteUserData } from "./account";
import { claimIdempotencyKey, storeIdempotentAnswer } from "./idempotency-keys";

let t: TestDb;
let a: string;
let b: string;
beforeAll(async () => {
  t = await createTestDb();
  a = await t.createUser();
  b = await t.createUser();
});
afterAll(() => t.close());

const request = (key: string) => ({ scope: "POST /api/projects/", key, fingerprint: "f1" });

async function keep(userId: string, key: string) {
  await withUser(
    userId,
    async (tx) => {
      const claim = await claimIdempotencyKey(tx, request(key));
      if (!claim.claimed) throw new Error("expected a fresh key");
      await storeIdempotentAnswer(tx, claim.id, { status: 201, body: { project: { id: key } } });
    },
    t.db,
  );
}

describe("idempotency keys", () => {
  it("answer the stored answer to a second claim of the same key", async () => {
    await keep(a, "k-1");
    const again = await withUser(a, (tx) => claimIdempotencyKey(tx, request("k-1")), t.db);
    expect(again).toEqual({
      claimed: false,
      fingerprint: "f1",
      answer: { status: 201, body: { project: { id: "k-1" } } },
    });
  });

  it("are each user's own: another user cannot read, change, delete or plant one", async () => {
    await keep(a, "k-private");
    const select = "select * from idempotency_keys where key = 'k-private'";
    expect((await queryAsUser(t.client, b, select)).rows).toEqual([]);
    await queryAsUser(
      t.client,
      b,
      "update idempotency_keys set body = '{}' where key = 'k-private'",
    );
    await queryAsUser(t.client, b, "delete from idempotency_keys where key = 'k-private'");
    expect((await queryAsUser(t.client, a, select)).rows).toHaveLength(1);
    const plant =
      "insert into idempotency_keys (user_id, scope, key, fingerprint) values ($1, 's', 'planted', 'f')";
    expect(await sqlState(queryAsUser(t.client, b, plant, [a]))).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await sqlState(queryAsAnon(t.client, select))).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it("are erased with the account's data", async () => {
    await keep(b, "k-gone");
    await withUser(b, (tx) => deleteUserData(tx), t.db);
    const { rows } = await t.client.query("select 1 from idempotency_keys where user_id = $1", [b]);
    expect(rows).toHaveLength(0);
  });
});
