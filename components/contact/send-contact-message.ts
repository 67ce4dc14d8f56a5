import type { ContactFormInput } from "@/lib/contact/schema";
import { CONTACT_EMAIL } from "@/lib/site";

export type SendResult = { ok: true; id: string } | { ok: false; message: string };

/** Posts the form to the contact route and turns every failure into a sentence for the visitor. */
export async function sendContactMessage(input: ContactFormInput): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch("/api/contact/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input),
    });
  } catch {
    return {
      ok: false,
      message: "We could not reach Rankwell. Please check your connection and try again.",
    };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && hasId(body)) return { ok: true, id: body.id };
  return {
    ok: false,
    message:
      errorMessage(body) ??
      `Your message was not sent. Please try again or write to ${CONTACT_EMAIL}.`,
  };
}

function hasId(body: unknown): body is { id: string } {
  return (
    typeof body === "object" && body !== null && typeof (body as { id?: unknown }).id === "string"
  );
}

function errorMessage(body: unknown): string | undefined {
  const error =
    typeof body === "object" && body !== null
      ? (body as { error?: { message?: unknown } }).error
      : undefined;
  return typeof error?.message === "string" && error.message !== "" ? error.message : undefined;
}
