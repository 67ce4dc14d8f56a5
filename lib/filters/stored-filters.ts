import type { StorageLike } from "@/lib/auth/local-keys";
import {
  FILTER_PARAM_KEYS,
  hasFilterParams,
  parseFilterParams,
  withFilterParams,
  type FilterParams,
} from "./filter-context";

/** The last filter choice of each user on this browser: { [userId]: params }. */
export const FILTER_CONTEXT_KEY = "rankwell_filter_context";

type StoredFilters = Record<string, Record<string, string>>;

function readAll(storage: Pick<StorageLike, "getItem">): StoredFilters {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(FILTER_CONTEXT_KEY) ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as StoredFilters)
      : {};
  } catch {
    return {};
  }
}

/** The user's remembered params, checked like a URL's; null when nothing usable is stored. */
export function readStoredFilters(
  storage: Pick<StorageLike, "getItem">,
  userId: string,
): FilterParams | null {
  const stored = readAll(storage)[userId];
  if (!stored || typeof stored !== "object") return null;
  const params = parseFilterParams({
    get: (key) => (typeof stored[key] === "string" ? stored[key] : null),
  });
  return Object.keys(params).length > 0 ? params : null;
}

// Storage may be disabled or full; losing the remembered choice must not break the page.
export function storeFilters(
  storage: Pick<StorageLike, "getItem" | "setItem">,
  userId: string,
  params: FilterParams,
): void {
  const record: Record<string, string> = {};
  for (const key of FILTER_PARAM_KEYS) if (params[key]) record[key] = params[key];
  try {
    storage.setItem(FILTER_CONTEXT_KEY, JSON.stringify({ ...readAll(storage), [userId]: record }));
  } catch {
    // Nothing to do: the URL still holds the choice.
  }
}

/** The query string that brings back the remembered choice on a URL without filter params; else null. */
export function restoredSearch(
  current: URLSearchParams,
  stored: FilterParams | null,
): string | null {
  if (!stored || hasFilterParams(current)) return null;
  return withFilterParams(current, stored);
}
