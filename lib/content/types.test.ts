import { contentItems } from "@/lib/db/schema";
import { CONTENT_PRIORITIES, CONTENT_SOURCES, CONTENT_STATUSES } from "./types";

// The browser's lists and the database's (mirrored in schema.ts, checked in SQL) are the same.
it("names the same statuses, priorities and sources as the table", () => {
  expect(contentItems.status.enumValues).toEqual([...CONTENT_STATUSES]);
  expect(contentItems.priority.enumValues).toEqual([...CONTENT_PRIORITIES]);
  expect(contentItems.source.enumValues).toEqual([...CONTENT_SOURCES]);
});
