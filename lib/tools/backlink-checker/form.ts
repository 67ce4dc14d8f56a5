import { normalizeUserUrl } from "@/lib/security/user-url";
import { MAX_PAGES, splitPages } from "./pages";

export type FormErrors = { site?: string; pages?: string };
export type FormCheck =
  { ok: true; site: string; pages: string[] } | { ok: false; errors: FormErrors };

function urlError(value: string): string | null {
  try {
    normalizeUserUrl(value);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : "That is not a valid URL.";
  }
}

/** The form's own checks, in the browser, with the same URL rules the server applies. */
export function checkForm(siteInput: string, pagesInput: string): FormCheck {
  const errors: FormErrors = {};
  const site = siteInput.trim();
  const pages = splitPages(pagesInput);
  errors.site =
    site === "" ? "Enter your site, for example example.com." : (urlError(site) ?? undefined);
  if (pages.length === 0) errors.pages = "Enter at least one page that should link to your site.";
  else if (pages.length > MAX_PAGES)
    errors.pages = `Check at most ${MAX_PAGES} pages at a time (you entered ${pages.length}).`;
  else {
    const bad = pages.find((page) => urlError(page));
    if (bad) {
      // Numbered as typed, blank and repeated lines included, so the person can find it.
      const line = pagesInput.split(/\r?\n/).findIndex((l) => l.trim() === bad) + 1;
      errors.pages = `Line ${line} (${bad.slice(0, 60)}): ${urlError(bad)}`;
    }
  }
  if (errors.site || errors.pages) return { ok: false, errors };
  return { ok: true, site, pages };
}
