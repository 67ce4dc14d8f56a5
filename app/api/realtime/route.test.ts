import { vi } from "vitest";
import { createTestDb, queryAsUser, type TestDb } from "@/tests/support/db";

vi.hoisted(() => {
  process.env.AUTH_SECRET = "realtime-route-test-secret-0123456789abcdef";
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));

const { getDb } = await import("@/lib/db/client");
const { NextRequest } = await import("next/server");
const { createSession, SESSION_COOKIE, sealSession } = await import("@/lib/auth/server/session");
const { getChangeFeed } = await import("@/lib/realtime/change-feed");
const { GET } = await import("./route");

let t: TestDb;
let alice: string;
let bob: string;

beforeAll(async () => {
  t = await createTestDb();
  vi.mocked(getDb).mockResolvedValue(t.db);
  alice = await t.createUser();
  bob = await t.createUser();
});
afterAll(async () => {
  await (await getChangeFeed()).close();
  await t.close();
});

async function open(userId: string | null, query = "") {
  const controller = new AbortController();
  const headers = new Headers();
  if (userId) {
    const sealed = await sealSession(await createSession({ id: userId, email: "x@y.z" }));
    headers.set("cookie", `${SESSION_COOKIE}=${sealed}`);
  }
  const request = new NextRequest(`http://localhost:3000/api/realtime/${query}`, {
    headers,
    signal: controller.signal,
  });
  return { response: await GET(request, undefined), controller };
}

/** Reads the stream until `done` says the text so far is enough. */
async function readUntil(body: ReadableStream<Uint8Array>, done: (text: string) => boolean) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!done(text)) {
    const { value, done: ended } = await reader.read();
    if (ended) break;
    text += decoder.decode(value, { stream: true });
  }
  reader.releaseLock();
  return text;
}

const insertProject = (userId: string, name: string) =>
  queryAsUser(t.client, userId, "insert into projects (user_id, name) values ($1, $2)", [
    userId,
    name,
  ]);

describe("GET /api/realtime", () => {
  it("answers 401 without a session", async () => {
    const { response } = await open(null);
    expect(response.status).toBe(401);
  });

  it("streams the user's own changes as Server-Sent Events and ends on abort", async () => {
    const { response, controller } = await open(alice);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const body = response.body!;
    expect(await readUntil(body, (text) => text.includes("\n\n"))).toBe("retry: 5000\n\n");

    await insertProject(bob, "Bob's shop");
    await insertProject(alice, "Alice's blog");
    const text = await readUntil(body, (so) => so.includes("event: change"));
    expect(text).toMatch(
      /^event: change\ndata: \{"table":"projects","op":"INSERT","id":"[0-9a-f-]{36}"\}\n\n$/,
    );

    controller.abort();
    const reader = body.getReader();
    expect(await reader.read()).toEqual({ done: true, value: undefined });
  });

  it("first replays the user's changes made after ?since=, and not those before", async () => {
    const { response: first, controller: stopFirst } = await open(alice);
    await readUntil(first.body!, (text) => text.includes("retry:"));
    await insertProject(alice, "Before the page");
    await readUntil(first.body!, (text) => text.includes("event: change"));
    const renderedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await insertProject(bob, "Bob's, meanwhile");
    await insertProject(alice, "While the page loaded");
    await readUntil(first.body!, (text) => text.includes("event: change"));
    stopFirst.abort();
    const { rows } = await t.client.query<{ id: string }>(
      "select id from projects where name = 'While the page loaded'",
    );

    const { response, controller } = await open(alice, `?since=${renderedAt}`);
    // The replay is queued as the stream opens: after the abort, the rest of the queue is read.
    controller.abort();
    const text = await readUntil(response.body!, () => false);
    expect(text).toBe(
      `retry: 5000\n\nevent: change\ndata: {"table":"projects","op":"INSERT","id":"${rows[0]!.id}"}\n\n`,
    );
  });

  it("without ?since= (a page rendered signed out), replays the user's last minute", async () => {
    const { response, controller } = await open(alice);
    controller.abort();
    const text = await readUntil(response.body!, () => false);
    expect(text.match(/event: change/g)).toHaveLength(3);
  });

  it("answers 400 for a since that is not a time", async () => {
    const { response } = await open(alice, "?since=yesterday");
    expect(response.status).toBe(400);
  });
});
