import { describe, expect, it } from "vitest";
import { EMPTY_FORM, checkForm, type FormValues } from "./form";
import { keywordDensityInputSchema } from "./schema";

describe("checkForm", () => {
  it("sends only the input of the chosen mode", () => {
    const values = { ...EMPTY_FORM, url: "example.com", text: "ignored", phrase: "  " };
    expect(checkForm(values)).toEqual({
      ok: true,
      input: { url: "example.com", phrase: undefined, language: "auto", includeStopWords: false },
    });
    expect(checkForm({ ...values, mode: "text", language: "fr", includeStopWords: true })).toEqual({
      ok: true,
      input: { text: "ignored", phrase: undefined, language: "fr", includeStopWords: true },
    });
  });

  it("puts each message beside its field", () => {
    expect(checkForm(EMPTY_FORM)).toEqual({
      ok: false,
      errors: { url: "Enter a URL, for example https://example.com/." },
    });
    expect(checkForm({ ...EMPTY_FORM, mode: "text" })).toEqual({
      ok: false,
      errors: { text: "Enter a page URL or paste some text." },
    });
    const longPhrase = checkForm({ ...EMPTY_FORM, url: "example.com", phrase: "x".repeat(101) });
    expect(longPhrase).toEqual({
      ok: false,
      errors: { phrase: expect.stringMatching(/under 100/) },
    });
  });

  it("agrees with the route's schema, message for message", () => {
    const cases: FormValues[] = [
      { ...EMPTY_FORM, url: "example.com" },
      { ...EMPTY_FORM, url: "ftp://example.com/file" },
      { ...EMPTY_FORM, url: "not a url" },
      { ...EMPTY_FORM, mode: "text", text: "   " },
      { ...EMPTY_FORM, mode: "text", text: "x".repeat(1_000_001) },
      { ...EMPTY_FORM, mode: "text", text: "Some words.", phrase: "y".repeat(101) },
    ];
    for (const values of cases) {
      const form = checkForm(values);
      const body = values.mode === "url" ? { url: values.url } : { text: values.text };
      const parsed = keywordDensityInputSchema.safeParse({ ...body, phrase: values.phrase });
      expect(form.ok, JSON.stringify(values).slice(0, 80)).toBe(parsed.success);
      if (!form.ok && !parsed.success)
        expect(Object.values(form.errors).sort()).toEqual(
          parsed.error.issues.map((issue) => issue.message).sort(),
        );
    }
  });
});
