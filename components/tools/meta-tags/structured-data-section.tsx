import type { MetaTagsReport } from "@/lib/tools/meta-tags/analyse";
import { Badge } from "@/components/ui/badge";
import { ReportSection } from "./report-section";

export function StructuredDataSection({ report }: { report: MetaTagsReport }) {
  const { data, findings } = report.structuredData;
  return (
    <ReportSection id="structured-data" title="Structured data (JSON-LD)" findings={findings}>
      {data.blocks.length > 0 && (
        <ol className="grid gap-4">
          {data.blocks.map((block) => (
            <li key={block.index} className="grid gap-2">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold">Block {block.index + 1}</span>
                {block.error ? (
                  <Badge variant="destructive">Invalid JSON</Badge>
                ) : (
                  block.items.map((item, i) => (
                    <Badge key={i} variant="outline">
                      {item.types.join(", ") || "no @type"}
                      {item.name ? `: ${item.name.slice(0, 40)}` : ""}
                    </Badge>
                  ))
                )}
              </div>
              <details className="text-sm">
                <summary className="cursor-pointer text-primary">Show the source</summary>
                <pre className="mt-2 max-h-72 overflow-auto rounded-md bg-muted p-3 font-mono text-xs break-all whitespace-pre-wrap">
                  {block.source}
                </pre>
              </details>
            </li>
          ))}
        </ol>
      )}
    </ReportSection>
  );
}
