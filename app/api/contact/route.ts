// POST /api/contact — validates a contact-form message and stores it for the team to answer.
import { randomUUID } from "node:crypto";
import { readJsonBody } from "@/lib/api/request";
import { jsonError, jsonOk, invalidInput } from "@/lib/api/response";
import { contactFormSchema, HONEYPOT_FIELD, isHoneypotFilled } from "@/lib/contact/schema";
import { clientKey, takeContactAllowance } from "@/lib/contact/rate-limit";
import { saveContactMessage } from "@/lib/db/contact-messages";
import { CONTACT_EMAIL } from "@/lib/site";

// A full form (5,000-character message plus the other fields) stays far below this.
const MAX_BODY_BYTES = 32 * 1024;

export async function POST(request: Request) {
  const read = await readJsonBody(request, MAX_BODY_BYTES);
  if (!read.ok) return read.response;
  const { body } = read;

  // Bots get the same answer as people, so they have no reason to try again; nothing is stored.
  if (isHoneypotFilled(body)) return jsonOk({ id: randomUUID() }, { status: 201 });

  const parsed = contactFormSchema.safeParse(body);
  if (!parsed.success) return invalidInput(parsed.error);

  const allowance = await takeContactAllowance(clientKey(request));
  if (!allowance.ok) {
    return jsonError(
      429,
      "rate_limited",
      `You have sent several messages in a short time. Please wait a while or write to ${CONTACT_EMAIL}.`,
      { "Retry-After": String(allowance.retryAfter) },
    );
  }

  const { [HONEYPOT_FIELD]: _honeypot, ...message } = parsed.data;
  try {
    const { id } = await saveContactMessage(message);
    return jsonOk({ id }, { status: 201 });
  } catch (error) {
    console.error("[contact] could not store a message", error);
    return jsonError(
      500,
      "internal_error",
      `We could not send your message right now. Please try again later or write to ${CONTACT_EMAIL}.`,
    );
  }
}
