"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Loader2, Send } from "lucide-react";
import {
  CONTACT_TOPICS,
  HONEYPOT_FIELD,
  MESSAGE_MAX,
  contactFieldErrors,
  contactFormSchema,
  isContactTopic,
  type ContactField,
} from "@/lib/contact/schema";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/components/ui/form-field";
import { ContactSent } from "@/components/contact/contact-sent";
import { sendContactMessage } from "@/components/contact/send-contact-message";

const CONTACT_SUCCESS_MESSAGE = "Thanks! We'll reply within two working days.";

type Errors = Partial<Record<ContactField, string>>;
const FIELD_ORDER: ContactField[] = ["name", "email", "topic", "message"];

const selectClass =
  "border-input bg-background h-9 w-full rounded-md border px-3 text-base shadow-xs outline-none md:text-sm focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] aria-invalid:border-destructive";

export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [messageLength, setMessageLength] = useState(0);

  // Links such as /contact/?topic=affiliates pre-select a topic; read after hydration so the page stays static.
  useEffect(() => {
    const topic = new URLSearchParams(window.location.search).get("topic");
    const select = formRef.current?.elements.namedItem("topic");
    if (isContactTopic(topic) && select instanceof HTMLSelectElement) select.value = topic;
  }, [sent]);

  function validate(form: HTMLFormElement) {
    const result = contactFormSchema.safeParse(Object.fromEntries(new FormData(form)));
    setErrors(result.success ? {} : contactFieldErrors(result.error));
    return result;
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    const result = validate(form);
    if (!result.success) {
      const fieldErrors = contactFieldErrors(result.error);
      const first = FIELD_ORDER.find((field) => fieldErrors[field]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setFormError(null);
    setSending(true);
    const outcome = await sendContactMessage(result.data);
    setSending(false);
    if (outcome.ok) {
      toast.success(CONTACT_SUCCESS_MESSAGE);
      setSent(true);
      setSubmitted(false);
      setMessageLength(0);
      return;
    }
    setFormError(outcome.message);
    toast.error(outcome.message);
  }

  if (sent) return <ContactSent message={CONTACT_SUCCESS_MESSAGE} onReset={() => setSent(false)} />;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onChange={(event) => {
        if (submitted) validate(event.currentTarget);
      }}
      className="relative grid gap-6"
      aria-label="Contact form"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={errors.name}>
          {(control) => (
            <Input {...control} name="name" autoComplete="name" required maxLength={100} />
          )}
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email}>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
            />
          )}
        </FormField>
      </div>
      <FormField id="contact-topic" label="Topic" error={errors.topic}>
        {(control) => (
          <select {...control} name="topic" defaultValue="general" className={selectClass}>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {topic.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id="contact-message"
        label="Message"
        error={errors.message}
        hint={`Between 10 and 5,000 characters (${messageLength.toLocaleString("en-US")} so far).`}
      >
        {(control) => (
          <Textarea
            {...control}
            name="message"
            required
            rows={7}
            maxLength={MESSAGE_MAX}
            className="min-h-40"
            onInput={(event) => setMessageLength(event.currentTarget.value.trim().length)}
          />
        )}
      </FormField>
      {/* Hidden from people and assistive technology; form-filling bots tend to fill every field. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          id="contact-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      {formError && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
          {sending ? "Sending…" : "Send message"}
        </Button>
      </div>
    </form>
  );
}
