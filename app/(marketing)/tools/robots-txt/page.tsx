import { pageMetadata } from "@/lib/seo/metadata";
import { ToolPage } from "@/components/tools/tool-page";
import { RobotsTxtTool } from "@/components/tools/robots-txt/robots-txt-tool";
import { RobotsTxtExplainer } from "./explainer";
import { ROBOTS_TXT_FAQS } from "./faqs";

export const metadata = pageMetadata({
  title: "Robots.txt Tester: check URLs as Googlebot does",
  description:
    "Test up to 100 URLs against any robots.txt for Googlebot, Bingbot or another crawler, and see the rule that blocks or allows each, Google's way and RFC 9309's.",
  path: "/tools/robots-txt/",
  section: "Free SEO tool",
});

export default function RobotsTxtPage() {
  return (
    <ToolPage
      slug="robots-txt"
      lead="Fetch or paste a robots.txt, choose a crawler and test up to 100 URLs. See which are allowed or blocked, the exact line that decides, and where RFC 9309 reads the file differently from Google."
      widget={<RobotsTxtTool />}
      explainer={<RobotsTxtExplainer />}
      faqs={ROBOTS_TXT_FAQS}
    />
  );
}
