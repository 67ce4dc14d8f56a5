import { describe, expect, it } from "vitest";
import { EMPTY_FORM, checkForm } from "./form";

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
});
