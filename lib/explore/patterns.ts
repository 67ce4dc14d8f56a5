import "server-only";
import { assertGa4RequestPatterns } from "@/lib/data-api/patterns";
import type { ExplorationDefinition } from "./definition";
import { toGa4Filter } from "./to-request";

/** The exploration's regular expressions compile with RE2, as Google compiles them, else a 400. */
export function assertExplorationPatterns(def: ExplorationDefinition): void {
  assertGa4RequestPatterns(
    {
      ...(def.dimensionFilter ? { dimensionFilter: toGa4Filter(def.dimensionFilter) } : {}),
      ...(def.metricFilter ? { metricFilter: toGa4Filter(def.metricFilter) } : {}),
    },
    "definition",
  );
}
