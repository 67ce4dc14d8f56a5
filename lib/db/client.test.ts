import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openAppDatabase } from "./client";
import { DatabaseLockedError } from "./pglite-lock";
import { contactMessages } from "./schema";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "rankwell-client-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("openAppDatabase with PGlite on disk", () => {
  it("migrates on first open, holds the directory for one user at a time, and keeps data", async () => {
    const pgliteDir = path.join(root, "pglite");
    const first = await openAppDatabase({ pgliteDir });
    await first.db.insert(contactMessages).values({
      name: "A",
      email: "a@example.com",
      topic: "general",
      message: "Kept across restarts.",
    });
    await expect(openAppDatabase({ pgliteDir })).rejects.toThrow(DatabaseLockedError);
    await first.close();

    const second = await openAppDatabase({ pgliteDir });
    try {
      expect(
        await second.db.select({ message: contactMessages.message }).from(contactMessages),
      ).toEqual([{ message: "Kept across restarts." }]);
    } finally {
      await second.close();
    }
  }, 120_000);
});
