import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { stubSupabaseEnv } from "@/tests/support/supabase";
import { createTestDb, seedUserRows, type TestDb } from "@/tests/support/db";

// Account deletion in Supabase mode: Supabase Auth owns the user, so every Supabase session of the
// user is revoked ("global" sign-out) once the data is gone.

// Before the route (and with it lib/env.ts) is imported below.
stubSupabaseEnv();

const state = vi.hoisted(() => ({
  db: undefined as unknown,
  claims: null as Record<string, unknown> | null,
  calls: [] as string[],
  signOutScopes: [] as unknown[],
  signOutError: null as { message: string } | null,
}));
vi.mock("@/lib/db/client", () => ({ getDb: async () => state.db }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ getAll: () => [], get: () => undefined, set: () => undefined }),
}));
vi.mock("@supabase/ssr", async () => {
  const { recordingAuth } = await import("@/tests/support/supabase");
  const auth = {
    getClaims: async () => ({ data: state.claims && { claims: state.claims }, error: null }),
    signOut: async (args: { scope?: string } = {}) => {
      state.signOutScopes.push(args.scope);
      return { error: state.signOutError };
    },
  };
  return { createServerClient: () => ({ auth: recordingAuth(auth, state.calls) }) };
});

const { apiRequest, read } = await import("@/tests/support/route-requests");
const { DELETE } = await import("./route");

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
  state.db = testDb.db;
});
afterAll(async () => {
  await testDb.close();
  vi.unstubAllEnvs();
});
beforeEach(() => {
  state.calls.length = 0;
  state.signOutScopes = [];
  state.signOutError = null;
});

let n = 0;
async function signedInUser() {
  const email = `supabase-leaving${++n}@example.com`;
  const id = await testDb.createUser(email);
  await seedUserRows(testDb.client, id, `leaving${n}`);
  state.claims = { sub: id, email, role: "authenticated" };
  return id;
}

const projectCount = async (userId: string) =>
  (
    await testDb.client.query<{ n: number }>(
      "select count(*)::int as n from projects where user_id = $1",
      [userId],
    )
  ).rows[0]!.n;

const deleteAccount = () => DELETE(apiRequest("/api/account/", { method: "DELETE" }), undefined);

describe("DELETE /api/account in Supabase mode", () => {
  it("erases the data, then ends every Supabase session of the user", async () => {
    const id = await signedInUser();
    const response = await deleteAccount();
    expect(response.status).toBe(204);
    expect(await projectCount(id)).toBe(0);
    expect(state.signOutScopes).toEqual(["global"]);
    expect(state.calls).toEqual(["getClaims", "signOut"]);
    // Supabase Auth owns auth.users: the app never deletes its user there.
    const { rows } = await testDb.client.query("select 1 from auth.users where id = $1", [id]);
    expect(rows).toHaveLength(1);
  });

  it("fails when Supabase cannot end the sessions, so the deletion can be tried again", async () => {
    const id = await signedInUser();
    state.signOutError = { message: "fetch failed" };
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await deleteAccount();
    expect(await read(response)).toMatchObject({
      status: 500,
      body: { error: { code: "internal_error" } },
    });
    expect(await projectCount(id)).toBe(0);
    expect(state.signOutScopes).toEqual(["global"]);
    error.mockRestore();
  });
});
