import { createTestDb, seedUserRows, type TestDb } from "@/tests/support/db";
import { withUser } from "../user-scope";
import { getProfile, profileFromGoogleMetadata, upsertProfile } from "./profiles";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

describe("profileFromGoogleMetadata", () => {
  it("reads Supabase's keys first and Google's as a fallback", () => {
    expect(
      profileFromGoogleMetadata("a@example.com", {
        full_name: "Ada L",
        avatar_url: "https://a/1.png",
        name: "x",
      }),
    ).toEqual({
      email: "a@example.com",
      full_name: "Ada L",
      avatar_url: "https://a/1.png",
    });
    expect(profileFromGoogleMetadata(null, { name: " Ada ", picture: "https://a/2.png" })).toEqual({
      email: null,
      full_name: "Ada",
      avatar_url: "https://a/2.png",
    });
    expect(profileFromGoogleMetadata(null, { name: "  " })).toEqual({
      email: null,
      full_name: null,
      avatar_url: null,
    });
    expect(profileFromGoogleMetadata(null, undefined)).toEqual({
      email: null,
      full_name: null,
      avatar_url: null,
    });
  });
});

describe("upsertProfile", () => {
  it("creates a new profile as the primary account", async () => {
    const userId = await t.createUser("new@example.com");
    const profile = await withUser(
      userId,
      (tx) => upsertProfile(tx, { email: "new@example.com", full_name: "New" }),
      t.db,
    );
    expect(profile).toMatchObject({
      id: userId,
      email: "new@example.com",
      full_name: "New",
      is_primary_account: true,
    });
    expect(await withUser(userId, (tx) => getProfile(tx), t.db)).toEqual(profile);
  });

  it("fills only a missing name and avatar and keeps the flag and creation date", async () => {
    const userId = await t.createUser();
    const first = await withUser(
      userId,
      (tx) => upsertProfile(tx, { email: "old@example.com", full_name: "Chosen name" }),
      t.db,
    );
    await t.client.query("update profiles set is_primary_account = false where id = $1", [userId]);
    const second = await withUser(
      userId,
      (tx) =>
        upsertProfile(tx, {
          email: "new@example.com",
          full_name: "Google name",
          avatar_url: "https://a/p.png",
        }),
      t.db,
    );
    expect(second).toMatchObject({
      email: "new@example.com",
      full_name: "Chosen name",
      avatar_url: "https://a/p.png",
      is_primary_account: false,
      created_at: first.created_at,
    });
  });

  it("reads and writes only the signed-in user's profile", async () => {
    const a = await seedUserRows(t.client, await t.createUser(), "alpha");
    const bId = await t.createUser();
    expect(await withUser(bId, (tx) => getProfile(tx), t.db)).toBeNull();
    await withUser(bId, (tx) => upsertProfile(tx, { email: "b@example.com" }), t.db);
    const { rows } = await t.client.query("select full_name, email from profiles where id = $1", [
      a.userId,
    ]);
    expect(rows).toEqual([{ full_name: "alpha", email: "alpha@example.com" }]);
  });
});
