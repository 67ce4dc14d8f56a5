import type { MetaTagsReport } from "@/lib/tools/meta-tags/analyse";
import type { Tag } from "@/lib/tools/meta-tags/social-tags";
import { Missing, ReportSection } from "./report-section";
import { SocialCardPreviews } from "./social-cards";

function TagTable({ caption, tags }: { caption: string; tags: Tag[] }) {
  if (tags.length === 0)
    return (
      <p className="text-sm">
        <Missing>No {caption} tags.</Missing>
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left text-sm font-semibold">{caption} tags</caption>
        <tbody>
          {tags.map((tag, index) => (
            <tr key={index} className="border-t align-top">
              <th
                scope="row"
                className="py-1.5 pr-4 font-mono text-xs font-normal whitespace-nowrap"
              >
                {tag.key}
              </th>
              <td className="py-1.5 text-xs break-all">
                {tag.content || <Missing>empty</Missing>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SocialSection({ report }: { report: MetaTagsReport }) {
  const { data, findings } = report.social;
  return (
    <ReportSection id="social" title="Open Graph and Twitter cards" findings={findings}>
      <SocialCardPreviews cards={data.cards} imageAlt={data.image.alt ?? ""} />
      <p className="text-xs text-muted-foreground">
        Drawn from the page&apos;s tags with the fallbacks each network applies; networks cache
        cards, so a shared link may still show older tags until it is scraped again.
      </p>
      <TagTable caption="Open Graph" tags={data.openGraph} />
      <TagTable caption="Twitter" tags={data.twitter} />
    </ReportSection>
  );
}
