import { createTestDb, queryAsUser, type TestDb } from "@/tests/support/db";
import type { ChangeEvent } from "./changes";
import { createChangeFeed, listenerOf, REPLAY_WINDOW_MS, type ChangeFeed } from "./change-feed";

let t: TestDb;
let feed: ChangeFeed;
let alice: string;
let bob: string;

beforeAll(async () => {
  t = await createTestDb();
  alice = await t.createUser();
  bob = await t.createUser();
  feed = createChangeFeed(listenerOf(t.client)!);
  await feed.ready();
});
afterAll(async () => {
  await feed.close();
  await t.close();
});

function collect(userId: string) {
  const events: ChangeEvent[] = [];
  const unsubscribe = feed.subscribe(userId, (event) => events.push(event));
  return { events, unsubscribe };
}

const insertProject = async (userId: string, name: string) =>
  (
    await queryAsUser<{ id: string }>(
      t.client,
      userId,
      "insert into projects (user_id, name) values ($1, $2) returning id",
      [userId, name],
    )
  ).rows[0]!.id;

describe("change feed on PGlite LISTEN/NOTIFY", () => {
  it("delivers a project insert to its owner's subscriber and not to another user's", async () => {
    const a = collect(alice);
    const b = collect(bob);
    const id = await insertProject(alice, "Alice's blog");
    await vi.waitFor(() => expect(a.events).toEqual([{ table: "projects", op: "INSERT", id }]));
    await insertProject(bob, "Bob's shop");
    await vi.waitFor(() => expect(b.events).toHaveLength(1));
    expect(a.events).toHaveLength(1);
    a.unsubscribe();
    b.unsubscribe();
  });

  it("delivers updates of the Google tokens, not their insert", async () => {
    const a = collect(alice);
    await t.client.query(
      "insert into google_tokens (user_id, access_token, refresh_token, expires_at) values ($1, 'c1', 'c2', now())",
      [alice],
    );
    await t.client.query(
      "update google_tokens set expires_at = now() + interval '1 hour' where user_id = $1",
      [alice],
    );
    await vi.waitFor(() => expect(a.events).toHaveLength(1));
    expect(a.events[0]).toMatchObject({ table: "google_tokens", op: "UPDATE" });
    a.unsubscribe();
  });

  it("stops delivering after unsubscribe, and shares one LISTEN between subscribers", async () => {
    const first = collect(alice);
    const second = collect(alice);
    first.unsubscribe();
    await insertProject(alice, "Second blog");
    await vi.waitFor(() => expect(second.events).toHaveLength(1));
    expect(first.events).toEqual([]);
    second.unsubscribe();
  });
});

describe("listenerOf", () => {
  it("knows no LISTEN for an object without one", () => {
    expect(listenerOf({})).toBeNull();
    expect(listenerOf(null)).toBeNull();
  });

  it("unlistens through postgres.js's handle", async () => {
    const unlisten = vi.fn(async () => {});
    const listen = listenerOf({ listen: async () => ({ unlisten }) })!;
    await (
      await listen("rankwell_changes", () => {})
    )();
    expect(unlisten).toHaveBeenCalledOnce();
  });
});

describe("replay for a stream that opens late", () => {
  const change = (userId: string, id: string) =>
    JSON.stringify({ table: "projects", op: "UPDATE", id, user_id: userId });

  async function feedAt(clock: { now: number }) {
    let notify: (payload: string) => void = () => {};
    const replaying = createChangeFeed(
      async (_channel, onPayload) => {
        notify = onPayload;
        return async () => {};
      },
      () => clock.now,
    );
    await replaying.ready();
    return { replaying, notify: (payload: string) => notify(payload) };
  }

  it("replays the user's changes after `since` within the last minute, in order", async () => {
    const clock = { now: 1_000_000 };
    const { replaying, notify } = await feedAt(clock);
    notify(change("alice", "old"));
    clock.now += 1000;
    const since = clock.now;
    clock.now += 1;
    notify(change("alice", "p1"));
    notify(change("bob", "b1"));
    notify(change("alice", "p2"));
    clock.now += 30_000;

    const seen: string[] = [];
    replaying.subscribe("alice", (event) => seen.push(event.id), since);
    expect(seen).toEqual(["p1", "p2"]);
    const none: string[] = [];
    replaying.subscribe("alice", (event) => none.push(event.id));
    expect(none).toEqual([]);

    clock.now += REPLAY_WINDOW_MS;
    const late: string[] = [];
    replaying.subscribe("alice", (event) => late.push(event.id), since);
    expect(late).toEqual([]);
    await replaying.close();
  });
});
