import { issue, pass, type Finding } from "./finding";
import { imageFindings } from "./social-image";
import { isAbsoluteHttpUrl, resolveUrl, sameUrl, type Area, type PageContext } from "./page";
import {
  buildCards,
  first,
  readShareImage,
  readTags,
  type ShareImage,
  type SocialCards,
  type Tag,
} from "./social-tags";

export type SocialData = {
  openGraph: Tag[];
  twitter: Tag[];
  image: ShareImage;
  cards: SocialCards;
};

const TWITTER_CARDS = new Set(["summary", "summary_large_image", "app", "player"]);
const OG_TYPES = /^(website|article|book|profile|product|music\.[a-z_.]+|video\.[a-z_.]+)$/;

export function checkSocial(
  { $, url }: PageContext,
  page: { title: string; description: string; canonical: string | null },
): Area<SocialData> {
  const openGraph = readTags($, "og:");
  const twitter = readTags($, "twitter:");
  const image = readShareImage(openGraph, url);
  const twitterCard = first(twitter, "twitter:card");
  const findings: Finding[] = [];
  const ogTitle = first(openGraph, "og:title");
  if (ogTitle) findings.push(pass("og-title", "og:title is set."));
  else
    findings.push(
      issue(
        "warning",
        "og-title-missing",
        "og:title is missing; networks fall back to the <title>, brand suffix and all.",
        'Add <meta property="og:title"> with a headline written for sharing (no brand suffix needed).',
      ),
    );
  if (!first(openGraph, "og:description")) {
    findings.push(
      issue(
        "info",
        "og-description-missing",
        "og:description is missing; networks fall back to the meta description or to page text.",
        'Add <meta property="og:description"> with one or two sentences that make people click.',
      ),
    );
  }
  findings.push(...imageFindings(image, twitterCard));
  const ogUrl = first(openGraph, "og:url");
  const ogUrlResolved = ogUrl ? resolveUrl(ogUrl, url) : null;
  if (!ogUrl) {
    findings.push(
      issue(
        "info",
        "og-url-missing",
        "og:url is missing; Facebook then counts likes and shares per URL variant (with tracking parameters, for instance).",
        `Add <meta property="og:url" content="${page.canonical ?? url.href}">.`,
      ),
    );
  } else if (!isAbsoluteHttpUrl(ogUrl)) {
    findings.push(
      issue(
        "warning",
        "og-url-relative",
        `og:url is “${ogUrl}”, a relative URL.`,
        "Use the page's full canonical URL.",
      ),
    );
  } else if (page.canonical && ogUrlResolved && !sameUrl(ogUrlResolved, new URL(page.canonical))) {
    findings.push(
      issue(
        "warning",
        "og-url-mismatch",
        `og:url (${ogUrl}) differs from the canonical URL (${page.canonical}), so shares and search count different URLs.`,
        "Make og:url the same as the canonical URL.",
      ),
    );
  }
  const ogType = first(openGraph, "og:type");
  if (!ogType)
    findings.push(
      issue(
        "info",
        "og-type-missing",
        "og:type is missing; Facebook assumes website.",
        "Add og:type: website for most pages, article for posts.",
      ),
    );
  else if (!OG_TYPES.test(ogType))
    findings.push(
      issue(
        "warning",
        "og-type-unknown",
        `og:type “${ogType}” is not an Open Graph type.`,
        "Use website, article, book, profile, product, or a music.* / video.* type.",
      ),
    );
  if (!twitterCard) {
    findings.push(
      issue(
        "warning",
        "twitter-card-missing",
        "twitter:card is missing; X shows links without it as a plain small card at best.",
        'Add <meta name="twitter:card" content="summary_large_image">; X takes title, description and image from the og: tags.',
      ),
    );
  } else if (!TWITTER_CARDS.has(twitterCard)) {
    findings.push(
      issue(
        "error",
        "twitter-card-invalid",
        `twitter:card “${twitterCard}” is not a card type, so X shows no card.`,
        "Use summary_large_image (big image) or summary (square thumbnail).",
      ),
    );
  } else if (
    twitterCard === "summary_large_image" &&
    !image.url &&
    !first(twitter, "twitter:image")
  ) {
    findings.push(
      issue(
        "warning",
        "twitter-image-missing",
        "The card asks for a large image but the page has neither twitter:image nor og:image.",
        "Add og:image (X reads it) with a 1200×630 px image.",
      ),
    );
  } else {
    findings.push(pass("twitter-card", `twitter:card is ${twitterCard}.`));
  }
  const cards = buildCards(openGraph, twitter, {
    title: page.title,
    description: page.description,
    url,
    image,
  });
  return { data: { openGraph, twitter, image, cards }, findings };
}
