import { normalizeUserUrl } from "@/lib/security/user-url";
import type { LanguageCode } from "./languages";
import { MAX_PHRASE_LENGTH, MAX_TEXT_LENGTH } from "./limits";
import type { KeywordDensityInput } from "./schema";

export type FormValues = {
  mode: "url" | "text";
  url: string;
  text: string;
  phrase: string;
  language: LanguageCode | "auto";
  includeStopWords: boolean;
};

export type FormErrors = Partial<Record<"url" | "text" | "phrase", string>>;

export const EMPTY_FORM: FormValues = {
  mode: "url",
  url: "",
  text: "",
  phrase: "",
  language: "auto",
  includeStopWords: false,
};

function sourceError({ mode, url, text }: FormValues): FormErrors {
  if (mode === "url") {
    try {
      normalizeUserUrl(url);
      return {};
    } catch (error) {
      return { url: error instanceof Error ? error.message : "Enter a valid URL." };
    }
  }
  if (text.trim() === "") return { text: "Enter a page URL or paste some text." };
  if (text.length > MAX_TEXT_LENGTH)
    return { text: `Paste at most ${MAX_TEXT_LENGTH.toLocaleString("en")} characters.` };
  return {};
}

/**
 * The request body for the form, or the message to show beside each field that is wrong. The same
 * rules as the route's schema, checked without it so the browser's form loads no zod.
 */
export function checkForm(
  values: FormValues,
): { ok: true; input: KeywordDensityInput } | { ok: false; errors: FormErrors } {
  const phrase = values.phrase.trim();
  const errors = sourceError(values);
  if (phrase.length > MAX_PHRASE_LENGTH)
    errors.phrase = `Keep the target phrase under ${MAX_PHRASE_LENGTH} characters.`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      ...(values.mode === "url" ? { url: values.url } : { text: values.text }),
      phrase: phrase || undefined,
      language: values.language,
      includeStopWords: values.includeStopWords,
    },
  };
}
