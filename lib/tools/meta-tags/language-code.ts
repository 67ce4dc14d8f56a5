import tags from "language-tags";

// Not countries, though the language subtag registry accepts them as regions.
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "ZZ", "AA", "XA", "XB"]);
const SHAPE_HINT = "a language such as en or de, optionally followed by a country such as en-GB";

function registryProblem(code: string): string | null {
  if (code.includes("_")) return `use a hyphen, not an underscore (${code.replace(/_/g, "-")})`;
  const tag = tags(code);
  if (tag.valid() && tag.language()) return null;
  const language = tags.language(code.split("-")[0] ?? "");
  const preferred = language?.deprecated() ? language.preferred()?.format() : undefined;
  if (preferred) return `“${code}” is deprecated; use ${preferred}`;
  return `“${code}” is not a registered language tag; expected ${SHAPE_HINT}`;
}

/** Why an html lang value is not a valid BCP 47 tag, or null when it is. */
export function langProblem(value: string): string | null {
  const code = value.trim();
  if (code === "") return "the value is empty";
  return registryProblem(code);
}

/** Why an hreflang value would be ignored by Google, or null when it is usable. */
export function hreflangProblem(value: string): string | null {
  const code = value.trim();
  if (code.toLowerCase() === "x-default") return null;
  if (code === "") return "the value is empty";
  const [language = "", ...rest] = code.split(/[-_]/);
  const region = rest.find((part) => /^([a-z]{2}|\d{3})$/i.test(part))?.toUpperCase();
  if (region === "UK")
    return `“UK” is not a country code; the United Kingdom is GB (${language}-GB)`;
  const problem = registryProblem(code);
  if (problem) return problem;
  if (region && /^\d{3}$/.test(region))
    return `Google accepts two-letter country codes only, not the region number ${region}`;
  if (region && NOT_COUNTRIES.has(region))
    return `${region} is not a country; Google accepts ISO 3166-1 country codes only`;
  return null;
}
