import { DATA_SOURCE_LABELS } from "@/lib/projects/limits";
import type { DataSourceDto } from "@/lib/projects/types";
import { Badge } from "@/components/ui/badge";

/** How many sources of each kind a project has: "Search Console ×2", "Google Analytics 4". */
export function DataSourceBadges({ sources }: { sources: DataSourceDto[] }) {
  const counts = new Map<DataSourceDto["type"], number>();
  for (const source of sources) counts.set(source.type, (counts.get(source.type) ?? 0) + 1);
  if (counts.size === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Data source types">
      {[...counts].map(([type, count]) => (
        <li key={type}>
          <Badge variant="secondary">
            {DATA_SOURCE_LABELS[type]}
            {count > 1 ? ` ×${count}` : ""}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

export function dataSourceCountText(count: number): string {
  if (count === 0) return "No data sources yet";
  return count === 1 ? "1 data source" : `${count} data sources`;
}
