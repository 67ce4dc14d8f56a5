import { issue, pass, type Finding } from "@/lib/tools/meta-tags/finding";
import { brandFromHost } from "./display-url";
import {
  DESCRIPTION_FONT,
  DESKTOP_DESCRIPTION_MAX_PX,
  MOBILE_DESCRIPTION_MAX_PX,
  collapseWhitespace,
  measureText,
} from "./pixel-width";
import { isAllCaps, px, titleChecks } from "./title-checks";

export { isAllCaps };
export const DESCRIPTION_MIN_CHARS = 70;

export type SnippetInput = {
  title: string;
  description: string;
  hostname?: string;
  siteName?: string;
};

export function descriptionChecks(description: string): Finding[] {
  if (description === "") {
    return [
      issue(
        "warning",
        "description-missing",
        "There is no meta description, so Google will build the snippet from text on the page.",
        'Write a 110–155 character summary of what the page offers and why to click, in a <meta name="description"> tag.',
      ),
    ];
  }
  const width = measureText(description, DESCRIPTION_FONT);
  const chars = Array.from(description).length;
  const findings: Finding[] = [];
  if (width > DESKTOP_DESCRIPTION_MAX_PX) {
    findings.push(
      issue(
        "warning",
        "description-too-long",
        `The description is ${px(width)} wide (${chars} characters); desktop results show about ${px(DESKTOP_DESCRIPTION_MAX_PX)} and phones about ${px(MOBILE_DESCRIPTION_MAX_PX)}.`,
        `Cut about ${px(width - DESKTOP_DESCRIPTION_MAX_PX)} and keep the key message in the first ${px(MOBILE_DESCRIPTION_MAX_PX)}.`,
      ),
    );
  } else if (width > MOBILE_DESCRIPTION_MAX_PX) {
    findings.push(
      issue(
        "info",
        "description-cut-on-mobile",
        `The description is ${px(width)} wide: it fits on desktop but phones cut it after about ${px(MOBILE_DESCRIPTION_MAX_PX)}.`,
        "Make sure the first sentence carries the message on its own.",
      ),
    );
  } else if (chars < DESCRIPTION_MIN_CHARS) {
    findings.push(
      issue(
        "warning",
        "description-too-short",
        `The description has only ${chars} characters; Google tends to replace short descriptions with text from the page.`,
        "Describe the page in 110–155 characters: what it offers, for whom, and a reason to click.",
      ),
    );
  } else {
    findings.push(
      pass(
        "description-length",
        `The description is ${chars} characters and ${px(width)} wide, so it fits desktop and mobile results.`,
      ),
    );
  }
  if (isAllCaps(description)) {
    findings.push(
      issue(
        "warning",
        "description-all-caps",
        "The description is written in capitals.",
        "Write it in sentence case.",
      ),
    );
  }
  return findings;
}

/** Every check of a search snippet; the same rules serve the SERP preview and the meta tags checker. */
export function snippetChecks({ title, description, hostname, siteName }: SnippetInput): Finding[] {
  const cleanTitle = collapseWhitespace(title);
  const cleanDescription = collapseWhitespace(description);
  const brands = [
    siteName?.trim().toLowerCase(),
    hostname ? brandFromHost(hostname) : undefined,
  ].filter((b): b is string => Boolean(b));
  const findings = [...titleChecks(cleanTitle, brands), ...descriptionChecks(cleanDescription)];
  if (cleanTitle !== "" && cleanTitle.toLowerCase() === cleanDescription.toLowerCase()) {
    findings.push(
      issue(
        "warning",
        "description-same-as-title",
        "The description repeats the title word for word.",
        "Use the description to add what the title cannot: details, proof, or a reason to click.",
      ),
    );
  }
  return findings;
}
