import { pageMetadata } from "@/lib/seo/metadata";
import { ToolPage } from "@/components/tools/tool-page";
import { SerpPreview } from "@/components/tools/serp-preview/serp-preview";
import { SerpPreviewExplainer, SERP_PREVIEW_FAQS } from "./explainer";

export const metadata = pageMetadata({
  title: "SERP Preview: Google Title and Description Pixel Checker",
  description:
    "Preview your page as a Google result on desktop and mobile. Titles and meta descriptions are measured in pixels and cut where Google cuts them, with fixes.",
  path: "/tools/serp-preview/",
  section: "Free SEO tool",
});

export default function SerpPreviewPage() {
  return (
    <ToolPage
      slug="serp-preview"
      lead="Type a title and meta description, or fetch them from any page, and see them as Google draws a result on desktop and on a phone, cut by rendered pixel width rather than by character count."
      widget={<SerpPreview />}
      explainer={<SerpPreviewExplainer />}
      faqs={SERP_PREVIEW_FAQS}
    />
  );
}
