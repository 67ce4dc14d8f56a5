import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/tests/support/db";
import { upsertAuthUser } from "@/lib/db/auth-users";
import type { GoogleUserInfo } from "@/lib/google/oauth";
import { findOrCreateGoogleUser, googleUserMetadata } from "./google-user";

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.close());

let n = 0;
function account(overrides: Partial<GoogleUserInfo> = {}): GoogleUserInfo {
  n += 1;
  return {
    id: `10485760000000000${1000 + n}`,
    email: `person${n}@example.com`,
    verifiedEmail: true,
    name: `Person ${n}`,
    ...overrides,
  };
}

async function metadataOf(id: string) {
  const { rows } = await testDb.client.query<{
    email: string;
    raw_user_meta_data: Record<string, unknown>;
  }>("select email, raw_user_meta_data from auth.users where id = $1", [id]);
  return rows[0];
}

describe("findOrCreateGoogleUser", () => {
  it("creates a user the first time and finds the same one by Google id afterwards", async () => {
    const info = account();
    const first = await findOrCreateGoogleUser(testDb.db, info);
    expect(first.created).toBe(true);
    const again = await findOrCreateGoogleUser(testDb.db, {
      ...info,
      email: "renamed@example.com",
    });
    expect(again).toEqual({ id: first.id, created: false });
    expect(await metadataOf(first.id)).toMatchObject({
      email: "renamed@example.com",
      raw_user_meta_data: {
        provider: "google",
        provider_id: info.id,
        sub: info.id,
        full_name: info.name,
      },
    });
  });

  it("links a user known only by a verified email", async () => {
    const info = account({ email: "Existing@Example.com" });
    const { id } = await upsertAuthUser(testDb.db, { email: "existing@example.com" });
    await expect(findOrCreateGoogleUser(testDb.db, info)).resolves.toEqual({ id, created: false });
  });

  it("does not link by an unverified email, nor to a user of another Google account", async () => {
    const { id: byEmail } = await upsertAuthUser(testDb.db, { email: "unverified@example.com" });
    const unverified = await findOrCreateGoogleUser(
      testDb.db,
      account({ email: "unverified@example.com", verifiedEmail: false }),
    );
    expect(unverified.id).not.toBe(byEmail);

    const owner = account({ email: "shared@example.com" });
    const ownerUser = await findOrCreateGoogleUser(testDb.db, owner);
    const other = await findOrCreateGoogleUser(testDb.db, account({ email: "shared@example.com" }));
    expect(other.id).not.toBe(ownerUser.id);
  });

  it("creates one user for simultaneous first sign-ins", async () => {
    const info = account();
    const results = await Promise.all([
      findOrCreateGoogleUser(testDb.db, info),
      findOrCreateGoogleUser(testDb.db, info),
    ]);
    expect(results[0].id).toBe(results[1].id);
  });
});

describe("googleUserMetadata", () => {
  it("leaves out what Google did not send", () => {
    const meta = googleUserMetadata({ id: "1", email: "a@b.c", verifiedEmail: true });
    expect(meta).not.toHaveProperty("name");
    expect(meta).not.toHaveProperty("picture");
    expect(meta).toMatchObject({ email: "a@b.c", email_verified: true });
  });
});
