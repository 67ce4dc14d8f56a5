import { isLanguageCode, type LanguageCode } from "./languages";

// The shareable form of a URL analysis: ?url=…&phrase=…&lang=…&stop=1. Pasted text is not shared:
// it can be a megabyte long and may be private.
export type SharedAnalysis = {
  url: string;
  phrase: string;
  language: LanguageCode | "auto";
  includeStopWords: boolean;
};

export function shareQuery(analysis: SharedAnalysis): string {
  const params = new URLSearchParams({ url: analysis.url.trim() });
  if (analysis.phrase.trim()) params.set("phrase", analysis.phrase.trim());
  if (analysis.language !== "auto") params.set("lang", analysis.language);
  if (analysis.includeStopWords) params.set("stop", "1");
  return `?${params.toString()}`;
}

export function readShareQuery(search: string): SharedAnalysis | null {
  const params = new URLSearchParams(search);
  const url = params.get("url")?.trim();
  if (!url) return null;
  const language = params.get("lang") ?? "";
  return {
    url,
    phrase: params.get("phrase")?.trim() ?? "",
    language: isLanguageCode(language) ? language : "auto",
    includeStopWords: params.get("stop") === "1",
  };
}
