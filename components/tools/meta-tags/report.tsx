import type { MetaTagsReport } from "@/lib/tools/meta-tags/analyse";
import { BasicsSection } from "./basics-section";
import { CanonicalSection, HreflangSection } from "./canonical-section";
import { HeadingsSection } from "./headings-section";
import { RobotsSection } from "./robots-section";
import { SocialSection } from "./social-section";
import { StructuredDataSection } from "./structured-data-section";
import { ReportSummary } from "./summary";
import { TitleDescriptionSection } from "./title-description-section";

export function MetaTagsReportView({ report }: { report: MetaTagsReport }) {
  return (
    <div className="grid gap-6">
      <ReportSummary report={report} />
      <TitleDescriptionSection report={report} />
      <RobotsSection report={report} />
      <CanonicalSection report={report} />
      <HreflangSection report={report} />
      <SocialSection report={report} />
      <StructuredDataSection report={report} />
      <HeadingsSection report={report} />
      <BasicsSection report={report} />
    </div>
  );
}
