// POST /api/contact — validates a contact-form message and stores it for the team to answer.
import { randomUUID } from "node:crypto";
import { jsonError, jsonOk, invalidInput } from "@/lib/api/response";
import { contactFormSchema, HONEYPOT_FIELD, isHoneypotFilled } from "@/lib/contact/schema";
import { clientKey, takeContactAllowance } from "@/lib/contact/rate-limit";
import { saveContactMessage } from "@/lib/db/contact-messages";
import { CONTACT_EMAIL } from "@/lib/site";

// A full form (5,000-character message plus the other fields) stays far below this.
const MAX_BODY_BYTES = 32 * 1024;

export async function POST(request: Request) {
  const declaredLength = Number(request.headers.get("content-length") ?? 0);
  if (declaredLength > MAX_BODY_BYTES) return tooLarge();
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return tooLarge();

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return jsonError(400, "invalid_json", "The request body must be a JSON object.");
  }

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

function tooLarge() {
  return jsonError(413, "payload_too_large", "The message is too large to send.");
}
