import { pageMetadata } from "@/lib/seo/metadata";
import { ToolPage } from "@/components/tools/tool-page";
import { MetaTagsChecker } from "@/components/tools/meta-tags/meta-tags-checker";
import { MetaTagsExplainer, META_TAGS_FAQS } from "./explainer";

export const metadata = pageMetadata({
  title: "Meta Tags Checker: Title, Canonical, Open Graph and Schema",
  description:
    "Check any page's title, meta description, robots rules, canonical, hreflang, Open Graph and Twitter cards, JSON-LD and headings, with a concrete fix for each issue.",
  path: "/tools/meta-tags/",
  section: "Free SEO tool",
});

export default function MetaTagsPage() {
  return (
    <ToolPage
      slug="meta-tags"
      lead="Enter a URL to see everything the page tells search engines and social networks — title, description, robots rules, canonical, hreflang, Open Graph, structured data and headings — with what is wrong and how to fix it."
      widget={<MetaTagsChecker />}
      explainer={<MetaTagsExplainer />}
      faqs={META_TAGS_FAQS}
    />
  );
}
