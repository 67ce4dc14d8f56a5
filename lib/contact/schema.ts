import type { $ZodError } from "zod/v4/core";
import * as z from "@/lib/zod-mini";
import { multiLineText, singleLineText } from "@/lib/zod-text";

// One schema for the contact form and for POST /api/contact, so the browser and the server agree on
// every rule and every message.

export const CONTACT_TOPICS = [
  { value: "general", label: "General" },
  { value: "sales", label: "Sales / Agency" },
  { value: "support", label: "Support" },
  { value: "privacy", label: "Privacy / GDPR" },
  { value: "affiliates", label: "Affiliates" },
] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number]["value"];

const TOPIC_VALUES = CONTACT_TOPICS.map((t) => t.value) as [ContactTopic, ...ContactTopic[]];

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

/** The name of the hidden field that people never fill in and form-filling bots usually do. */
export const HONEYPOT_FIELD = "website";

/** A message as it is stored. */
export const contactMessageSchema = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .check(
      z.trim(),
      z.minLength(1, "Please enter your name."),
      z.maxLength(100, "Please keep your name under 100 characters."),
      singleLineText("Please remove the control characters from your name."),
    ),
  email: z.pipe(
    z
      .string({ error: "Please enter your email address." })
      .check(
        z.trim(),
        z.minLength(1, "Please enter your email address."),
        z.maxLength(254, "This email address is too long."),
        singleLineText("Please remove the control characters from your email address."),
      ),
    z.email("Please enter a valid email address, like name@example.com."),
  ),
  topic: z.enum(TOPIC_VALUES, { error: "Please choose a topic." }),
  message: z
    .string({ error: "Please write a message." })
    .check(
      z.trim(),
      z.minLength(MESSAGE_MIN, `Please write at least ${MESSAGE_MIN} characters.`),
      z.maxLength(
        MESSAGE_MAX,
        `Please keep your message under ${MESSAGE_MAX.toLocaleString("en-US")} characters.`,
      ),
      multiLineText("Please remove the control characters from your message."),
    ),
});

/** What the form sends: the message plus the honeypot. */
export const contactFormSchema = z.extend(contactMessageSchema, {
  [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(500))),
});

export type ContactMessageInput = z.output<typeof contactMessageSchema>;
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactField = keyof ContactMessageInput;

export function isContactTopic(value: unknown): value is ContactTopic {
  return TOPIC_VALUES.includes(value as ContactTopic);
}

/** True when a raw request body has the honeypot filled in, whatever else it holds. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}

/** The first message for each field that failed, for inline errors. */
export function contactFieldErrors(error: $ZodError): Partial<Record<ContactField, string>> {
  const fieldErrors = z.flattenError(error).fieldErrors as Record<string, string[] | undefined>;
  const result: Partial<Record<ContactField, string>> = {};
  for (const field of Object.keys(contactMessageSchema.shape) as ContactField[]) {
    const first = fieldErrors[field]?.[0];
    if (first) result[field] = first;
  }
  return result;
}
