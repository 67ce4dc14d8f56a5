import type { LanguageCode } from "./languages";
import { keywordDensityInputSchema, type KeywordDensityInput } from "./schema";

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

/** The request body for the form, or the message to show beside each field that is wrong. */
export function checkForm(
  values: FormValues,
): { ok: true; input: KeywordDensityInput } | { ok: false; errors: FormErrors } {
  const input: KeywordDensityInput = {
    ...(values.mode === "url" ? { url: values.url } : { text: values.text }),
    phrase: values.phrase.trim() || undefined,
    language: values.language,
    includeStopWords: values.includeStopWords,
  };
  const parsed = keywordDensityInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, input };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    const key = field === "phrase" ? "phrase" : values.mode;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
