import type { MetaTagsReport } from "@/lib/tools/meta-tags/analyse";
import { Fact, Missing, ReportSection } from "./report-section";

const CHARSET_SOURCE = {
  meta: "<meta charset>",
  "http-equiv": "<meta http-equiv>",
  header: "Content-Type header",
} as const;

export function BasicsSection({ report }: { report: MetaTagsReport }) {
  const { data, findings } = report.basics;
  return (
    <ReportSection id="basics" title="Viewport, charset and language" findings={findings}>
      <dl className="grid gap-3">
        <Fact term="Viewport">
          {data.viewport ? <code className="text-xs">{data.viewport}</code> : <Missing />}
        </Fact>
        <Fact term="Charset">
          {data.charset ? (
            `${data.charset.value} (from ${CHARSET_SOURCE[data.charset.source]})`
          ) : (
            <Missing />
          )}
        </Fact>
        <Fact term="html lang">
          {data.lang ? <code className="text-xs">{data.lang}</code> : <Missing />}
        </Fact>
      </dl>
    </ReportSection>
  );
}
