import type { MetaTagsReport } from "@/lib/tools/meta-tags/analyse";
import { Fact, Missing, ReportSection } from "./report-section";

const STATUS_TEXT = {
  missing: "No canonical URL",
  self: "Points to this page",
  other: "Points to another URL",
  conflict: "Several different canonical URLs",
  invalid: "Not a usable URL",
} as const;

export function CanonicalSection({ report }: { report: MetaTagsReport }) {
  const { data, findings } = report.canonical;
  return (
    <ReportSection id="canonical" title="Canonical URL" findings={findings}>
      <dl className="grid gap-3">
        <Fact term="Status">{STATUS_TEXT[data.status]}</Fact>
        {data.links.map((link, index) => (
          <Fact
            key={index}
            term={
              link.source === "html"
                ? `<link> ${link.inHead ? "in head" : "in body"}`
                : "Link header"
            }
          >
            <span className="font-mono text-xs">{link.href || <Missing>empty href</Missing>}</span>
          </Fact>
        ))}
      </dl>
    </ReportSection>
  );
}

export function HreflangSection({ report }: { report: MetaTagsReport }) {
  const { data, findings } = report.hreflang;
  return (
    <ReportSection id="hreflang" title="Hreflang" findings={findings}>
      {data.entries.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Language and country versions declared by the page
            </caption>
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  hreflang
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  URL
                </th>
                <th scope="col" className="py-1 font-medium">
                  Note
                </th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry, index) => (
                <tr key={index} className="border-t align-top">
                  <td className="py-2 pr-4 font-mono text-xs whitespace-nowrap">
                    {entry.lang || "(empty)"}
                  </td>
                  <td className="py-2 pr-4 font-mono text-xs break-all">{entry.href}</td>
                  <td className="py-2 text-xs">
                    {entry.problem ?? (entry.self ? "This page" : "")}
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
