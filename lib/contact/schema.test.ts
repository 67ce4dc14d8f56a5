import { describe, expect, it } from "vitest";
import { contactFieldErrors, contactFormSchema, isContactTopic, isHoneypotFilled } from "./schema";

const valid = {
  name: "Grace",
  email: "grace@example.com",
  topic: "support",
  message: "The sitemap view shows no data.",
};

describe("contactFormSchema", () => {
  it("trims the fields of a valid message", () => {
    const parsed = contactFormSchema.parse({
      ...valid,
      name: " Grace ",
      email: " grace@example.com ",
    });
    expect(parsed).toMatchObject({ name: "Grace", email: "grace@example.com" });
  });

  it("gives one readable message per invalid field", () => {
    const result = contactFormSchema.safeParse({
      name: "  ",
      email: "grace@",
      topic: "",
      message: "short",
    });
    expect(result.success).toBe(false);
    expect(contactFieldErrors(result.error!)).toEqual({
      name: "Please enter your name.",
      email: "Please enter a valid email address, like name@example.com.",
      topic: "Please choose a topic.",
      message: "Please write at least 10 characters.",
    });
  });

  it("counts the message length after trimming and caps it at 5,000 characters", () => {
    expect(
      contactFormSchema.safeParse({ ...valid, message: `   ${"a".repeat(9)}   ` }).success,
    ).toBe(false);
    expect(contactFormSchema.safeParse({ ...valid, message: "a".repeat(5000) }).success).toBe(true);
    const tooLong = contactFormSchema.safeParse({ ...valid, message: "a".repeat(5001) });
    expect(contactFieldErrors(tooLong.error!).message).toBe(
      "Please keep your message under 5,000 characters.",
    );
  });

  it("names missing fields instead of reporting types", () => {
    const result = contactFormSchema.safeParse({});
    expect(contactFieldErrors(result.error!).email).toBe("Please enter your email address.");
  });
});

describe("helpers", () => {
  it("recognises topics and a filled honeypot", () => {
    expect(isContactTopic("affiliates")).toBe(true);
    expect(isContactTopic("billing")).toBe(false);
    expect(isHoneypotFilled({ website: "x" })).toBe(true);
    expect(isHoneypotFilled({ website: "  " })).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
  });
});
