import { issue, pass, type Finding } from "./finding";
import { isAbsoluteHttpUrl } from "./page";
import type { ShareImage } from "./social-tags";

// og:image: an absolute URL that networks can load, with a size they can lay out before downloading it.
export function imageFindings(image: ShareImage, twitterCard: string | null): Finding[] {
  if (!image.raw) {
    return [
      issue(
        "warning",
        "og-image-missing",
        "There is no og:image, so shared links show no picture or one the network picks from the page.",
        'Add <meta property="og:image" content="https://…/share.png"> with a 1200×630 px image.',
      ),
    ];
  }
  if (!isAbsoluteHttpUrl(image.raw)) {
    return [
      issue(
        "error",
        "og-image-relative",
        `og:image is “${image.raw}”; Facebook, LinkedIn and X need a full URL and show no image otherwise.`,
        `Write the full address${image.url ? `: ${image.url}` : ", starting with https://"}.`,
      ),
    ];
  }
  const findings: Finding[] = [];
  const { width, height } = image;
  if (width === null || height === null) {
    findings.push(
      issue(
        "info",
        "og-image-size-missing",
        "og:image:width and og:image:height are missing, so Facebook cannot lay out the card until it has downloaded the image, and the first share may show none.",
        "Add og:image:width and og:image:height with the image's real size, e.g. 1200 and 630.",
      ),
    );
  } else if (width < 200 || height < 200) {
    findings.push(
      issue(
        "error",
        "og-image-too-small",
        `The image is ${width}×${height} px; Facebook ignores images smaller than 200×200 px.`,
        "Use an image of at least 1200×630 px.",
      ),
    );
  } else if (width < 600 || height < 315) {
    findings.push(
      issue(
        "warning",
        "og-image-small",
        `The image is ${width}×${height} px, too small for a large card; networks show it as a small thumbnail.`,
        "Use 1200×630 px (1.91:1) for large cards.",
      ),
    );
  } else if (Math.abs(width / height - 1.91) > 0.25 && twitterCard !== "summary") {
    findings.push(
      issue(
        "info",
        "og-image-ratio",
        `The image is ${width}×${height} px; large cards are 1.91:1 and crop other shapes.`,
        "Use 1200×630 px, with important content away from the edges.",
      ),
    );
  } else {
    findings.push(
      pass("og-image", `og:image is a full URL with its size (${width}×${height} px) declared.`),
    );
  }
  if (!image.alt) {
    findings.push(
      issue(
        "info",
        "og-image-alt",
        "og:image:alt is missing, so screen reader users of the networks hear no description of the image.",
        'Add <meta property="og:image:alt"> describing the image.',
      ),
    );
  }
  return findings;
}
