import "server-only";
import { getDb } from "@/lib/db/client";
import { contactMessages } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import type { ContactMessageInput } from "./schema";

/** Stores a contact-form message. Written on the server's own connection: no user role may read these. */
export async function saveContactMessage(
  input: ContactMessageInput,
  db?: Db,
): Promise<{ id: string }> {
  const target = db ?? (await getDb());
  // Only the stored fields are picked, so extra properties (such as the honeypot) never reach the table.
  const { name, email, topic, message } = input;
  const [row] = await target
    .insert(contactMessages)
    .values({ name, email, topic, message })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("The contact message was not stored.");
  return { id: row.id };
}
