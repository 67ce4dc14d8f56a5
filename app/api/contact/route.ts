// POST /api/contact — validates a contact-form message and stores it for the team to answer.
import { randomUUID } from "node:crypto";
import { ApiError, rateLimited } from "@/lib/api/errors";
import { parseInput, readJsonBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { apiRoute } from "@/lib/api/route";
import { contactFormSchema, HONEYPOT_FIELD, isHoneypotFilled } from "@/lib/contact/schema";
import { takeContactAllowance } from "@/lib/contact/rate-limit";
import { clientIp } from "@/lib/security/client-ip";
import { saveContactMessage } from "@/lib/contact/store";
import { logFailure } from "@/lib/errors/failure-summary";
import { CONTACT_EMAIL } from "@/lib/site";

// A full form (5,000-character message plus the other fields) stays far below this.
const MAX_BODY_BYTES = 32 * 1024;

export const POST = apiRoute<unknown, Request>(async (request) => {
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  // Bots get the same answer as people, so they have no reason to try again; nothing is stored.
  if (isHoneypotFilled(body)) return ok({ id: randomUUID() }, { status: 201 });
  const input = parseInput(body, contactFormSchema);

  const allowance = await takeContactAllowance(clientIp(request));
  if (!allowance.ok) {
    throw rateLimited(
      `You have sent several messages in a short time. Please wait a while or write to ${CONTACT_EMAIL}.`,
      allowance.retryAfter,
    );
  }

  const { [HONEYPOT_FIELD]: _honeypot, ...message } = input;
  try {
    const { id } = await saveContactMessage(message);
    return ok({ id }, { status: 201 });
  } catch (error) {
    // The error would echo the insert's parameters: the visitor's name, email and message.
    logFailure("[contact] could not store a message", error);
    throw new ApiError(
      500,
      "internal_error",
      `We could not send your message right now. Please try again later or write to ${CONTACT_EMAIL}.`,
    );
  }
});
