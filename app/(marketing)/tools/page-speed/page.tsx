import { pageMetadata } from "@/lib/seo/metadata";
import { ToolPage } from "@/components/tools/tool-page";
import { PageSpeedTool } from "@/components/tools/page-speed/page-speed-tool";
import { PageSpeedExplainer } from "./explainer";
import { PAGE_SPEED_FAQS } from "./faqs";

export const metadata = pageMetadata({
  title: "Page Speed Test: Lighthouse scores and Core Web Vitals",
  description:
    "Run Lighthouse on any page for mobile or desktop: performance, accessibility, best practices and SEO scores, LCP, CLS, TBT and the fixes that save the most time.",
  path: "/tools/page-speed/",
  section: "Free SEO tool",
});

export default function PageSpeedPage() {
  return (
    <ToolPage
      slug="page-speed"
      lead="Test any public page as a phone or a desktop computer. Rankwell runs Lighthouse and shows the four category scores, Core Web Vitals rated against Google's thresholds, and the opportunities that would save the most loading time."
      widget={<PageSpeedTool />}
      explainer={<PageSpeedExplainer />}
      faqs={PAGE_SPEED_FAQS}
    />
  );
}
