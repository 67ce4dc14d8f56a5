import { parseLooseUrl } from "@/lib/tools/serp-preview/display-url";

export const MAX_PAGE_URL_LENGTH = 2048;

/**
 * What is wrong with a page address typed into the Meta Tags Checker or the SERP preview, or
 * undefined: the rules of the routes' pageUrlField, without zod, for the browser's forms.
 */
export function pageUrlProblem(value: string): string | undefined {
  const url = value.trim();
  if (url === "") return "Enter the address of a page, for example https://example.com/pricing/.";
  if (url.length > MAX_PAGE_URL_LENGTH) return "That URL is longer than 2,048 characters.";
  if (parseLooseUrl(url) === null)
    return "Enter a page address such as https://example.com/pricing/.";
  return undefined;
}
