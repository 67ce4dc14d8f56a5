import Link from "next/link";
import type { MetaTagsReport } from "@/lib/tools/meta-tags/analyse";
import { buildSnippet } from "@/lib/tools/serp-preview/snippet";
import { GoogleResult } from "@/components/tools/serp-preview/google-result";
import { Fact, Missing, ReportSection } from "./report-section";

function Measured({ value }: { value: { text: string; chars: number; widthPx: number } | null }) {
  if (!value) return <Missing />;
  return (
    <>
      {value.text || <Missing>Empty</Missing>}
      <span className="mt-1 block text-xs text-muted-foreground tabular-nums">
        {value.chars} characters · {value.widthPx} px
      </span>
    </>
  );
}

export function TitleDescriptionSection({ report }: { report: MetaTagsReport }) {
  const { data, findings } = report.titleDescription;
  const snippet = buildSnippet({
    title: data.title?.text ?? "",
    description: data.description?.text ?? "",
    url: report.page.url,
    siteName: data.siteName ?? undefined,
  });
  return (
    <ReportSection id="title-description" title="Title and description" findings={findings}>
      <dl className="grid gap-3">
        <Fact term="Title">
          <Measured value={data.title} />
        </Fact>
        <Fact term="Meta description">
          <Measured value={data.description} />
        </Fact>
      </dl>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">Google desktop result</h3>
        <div
          tabIndex={0}
          role="region"
          aria-label="Google result preview (scrolls sideways on small screens)"
          className="overflow-x-auto rounded-xl"
        >
          <GoogleResult device="desktop" snippet={snippet.desktop} url={snippet.url} />
        </div>
        <p className="text-xs text-muted-foreground">
          Try other wordings in the{" "}
          <Link
            className="text-primary underline underline-offset-4"
            href={`/tools/serp-preview/?url=${encodeURIComponent(report.page.url)}`}
          >
            SERP Preview
          </Link>
          .
        </p>
      </div>
    </ReportSection>
  );
}
