import { pageMetadata } from "@/lib/seo/metadata";
import { ToolPage } from "@/components/tools/tool-page";
import { KeywordDensityTool } from "@/components/tools/keyword-density/keyword-density-tool";
import { KeywordDensityExplainer } from "./explainer";
import { KEYWORD_DENSITY_FAQS } from "./faqs";

export const metadata = pageMetadata({
  title: "Keyword Density Checker: word and phrase frequency of any page",
  description:
    "Count the words and 2- and 3-word phrases a visitor sees on a page or in your text, with density, stop words per language, and where a target phrase appears.",
  path: "/tools/keyword-density/",
  section: "Free SEO tool",
});

export default function KeywordDensityPage() {
  return (
    <ToolPage
      slug="keyword-density"
      lead="Enter a URL or paste text to see how often each word and 2- or 3-word phrase appears in the visible text, its density, and whether your target phrase is in the title, description, headings, opening, URL and image alt text."
      widget={<KeywordDensityTool />}
      explainer={<KeywordDensityExplainer />}
      faqs={KEYWORD_DENSITY_FAQS}
    />
  );
}
