import type { MetaTagsReport } from "@/lib/tools/meta-tags/analyse";
import type { HeadingNode } from "@/lib/tools/meta-tags/headings";
import { Missing, ReportSection } from "./report-section";

function Outline({ nodes }: { nodes: HeadingNode[] }) {
  return (
    <ul className="grid gap-1 border-l pl-4 first:border-l-0 first:pl-0">
      {nodes.map((node, index) => (
        <li key={index} className="grid gap-1">
          <span className="text-sm break-words">
            <span className="mr-2 inline-block rounded bg-muted px-1.5 font-mono text-xs">
              h{node.level}
            </span>
            {node.text || <Missing>empty heading</Missing>}
          </span>
          {node.children.length > 0 && <Outline nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}

export function HeadingsSection({ report }: { report: MetaTagsReport }) {
  const { data, findings } = report.headings;
  return (
    <ReportSection id="headings" title="Heading outline" findings={findings}>
      {data.outline.length > 0 ? (
        <div aria-label="Heading outline of the page" role="group">
          <Outline nodes={data.outline} />
        </div>
      ) : (
        <p className="text-sm">
          <Missing>The page has no headings.</Missing>
        </p>
      )}
    </ReportSection>
  );
}
