import type { MetaTagsReport } from "@/lib/tools/meta-tags/analyse";
import { ReportSection } from "./report-section";

export function RobotsSection({ report }: { report: MetaTagsReport }) {
  const { data, findings } = report.robots;
  return (
    <ReportSection id="robots" title="Robots meta and X-Robots-Tag" findings={findings}>
      {data.rules.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Robots rules found on the page</caption>
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Where
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Crawler
                </th>
                <th scope="col" className="py-1 font-medium">
                  Directives
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rules.map((rule, index) => (
                <tr key={index} className="border-t align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">
                    {rule.source === "meta" ? "Meta tag" : "HTTP header"}
                  </td>
                  <td className="py-2 pr-4 font-mono text-xs">
                    {rule.agent === "*" ? "all" : rule.agent}
                  </td>
                  <td className="py-2 font-mono text-xs break-all">
                    {rule.directives
                      .map((d) => (d.value ? `${d.name}: ${d.value}` : d.name))
                      .join(", ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ReportSection>
  );
}
