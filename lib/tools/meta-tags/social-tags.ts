import type { CheerioAPI } from "cheerio";
import { resolveUrl } from "./page";

export type Tag = { key: string; content: string };
export type ShareImage = {
  url: string | null;
  raw: string | null;
  width: number | null;
  height: number | null;
  alt: string | null;
};
export type Card = { title: string; description: string; image: string | null; domain: string };
export type SocialCards = { facebook: Card; linkedin: Card; x: Card & { card: string } };

/** Every og:* / twitter:* meta tag, whether written with property= or name=, in document order. */
export function readTags($: CheerioAPI, prefix: "og:" | "twitter:"): Tag[] {
  return $("meta")
    .map((_, el) => {
      const key = ($(el).attr("property") ?? $(el).attr("name") ?? "").trim().toLowerCase();
      return key.startsWith(prefix) ? { key, content: ($(el).attr("content") ?? "").trim() } : null;
    })
    .get()
    .filter((tag): tag is Tag => tag !== null);
}

export function first(tags: Tag[], key: string): string | null {
  return tags.find((t) => t.key === key && t.content !== "")?.content ?? null;
}

function dimension(value: string | null): number | null {
  const n = value === null ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : null;
}

export function readShareImage(og: Tag[], base: URL): ShareImage {
  const raw = first(og, "og:image") ?? first(og, "og:image:url");
  return {
    raw,
    url: raw ? (resolveUrl(raw, base)?.href ?? null) : null,
    width: dimension(first(og, "og:image:width")),
    height: dimension(first(og, "og:image:height")),
    alt: first(og, "og:image:alt"),
  };
}

/** What each network would show, with the fallbacks they apply when a tag is missing. */
export function buildCards(
  og: Tag[],
  twitter: Tag[],
  page: { title: string; description: string; url: URL; image: ShareImage },
): SocialCards {
  const domain = page.url.hostname.replace(/^www\./, "");
  const title = first(og, "og:title") ?? page.title;
  const description = first(og, "og:description") ?? page.description;
  const twitterImage = first(twitter, "twitter:image") ?? first(twitter, "twitter:image:src");
  return {
    facebook: { title, description, image: page.image.url, domain },
    linkedin: { title, description, image: page.image.url, domain },
    x: {
      card: first(twitter, "twitter:card") ?? "summary",
      title: first(twitter, "twitter:title") ?? title,
      description: first(twitter, "twitter:description") ?? description,
      image: twitterImage ? (resolveUrl(twitterImage, page.url)?.href ?? null) : page.image.url,
      domain,
    },
  };
}
