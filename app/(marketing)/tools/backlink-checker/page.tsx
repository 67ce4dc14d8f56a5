import { pageMetadata } from "@/lib/seo/metadata";
import { ToolPage } from "@/components/tools/tool-page";
import { BacklinkChecker } from "@/components/tools/backlink-checker/backlink-checker";
import { BacklinkExplainer } from "./explainer";
import { BACKLINK_FAQS } from "./faqs";

export const metadata = pageMetadata({
  title: "Backlink Checker: verify the links you earned",
  description:
    "Check up to 50 pages that should link to you: HTTP status, anchor text, nofollow, sponsored or ugc, and whether Google can index the linking page.",
  path: "/tools/backlink-checker/",
  section: "Free Tools",
});

export default function BacklinkCheckerPage() {
  return (
    <ToolPage
      slug="backlink-checker"
      lead="Paste the pages that should link to your site. Rankwell opens each one and tells you whether the link is still there, what it says, how it is marked, and whether Google can index the page it sits on."
      widget={<BacklinkChecker />}
      explainer={<BacklinkExplainer />}
      faqs={BACKLINK_FAQS}
    />
  );
}
