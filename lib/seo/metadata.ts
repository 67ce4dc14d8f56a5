import type { Metadata } from "next";
import { SITE_NAME } from "@/lib/site";

type PageMeta = {
  title: string;
  description: string;
  /** Path with its trailing slash, e.g. "/features/sitemaps/". */
  path: string;
  /** Short label drawn above the title on the generated share image. */
  section?: string;
  noindex?: boolean;
};

export function ogImagePath(title: string, section?: string): string {
  const params = new URLSearchParams({ title });
  if (section) params.set("section", section);
  return `/og/?${params.toString()}`;
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one public page. */
export function pageMetadata({ title, description, path, section, noindex }: PageMeta): Metadata {
  const image = { url: ogImagePath(title, section), width: 1200, height: 630, alt: title };
  const fullTitle = path === "/" ? title : `${title} | ${SITE_NAME}`;
  return {
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: path },
    robots: noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: "website",
      siteName: SITE_NAME,
      title: fullTitle,
      description,
      url: path,
      locale: "en_US",
      images: [image],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [image] },
  };
}
