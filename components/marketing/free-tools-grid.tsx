import { TOOLS } from "@/lib/site";
import { LinkCard } from "@/components/marketing/link-card";
import { TOOL_ICONS } from "@/components/marketing/marketing-icons";

/** The six free tools as cards, each linking to its page. */
export function FreeToolsGrid() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {TOOLS.map((tool) => (
        <li key={tool.slug}>
          <LinkCard
            href={`/tools/${tool.slug}/`}
            title={tool.name}
            summary={tool.summary}
            icon={TOOL_ICONS[tool.slug]}
            action="Use it free"
          />
        </li>
      ))}
    </ul>
  );
}
