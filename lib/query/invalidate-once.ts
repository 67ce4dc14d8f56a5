import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { INVALIDATION_DEDUPE_MS } from "./policy";

const lastRun = new WeakMap<QueryClient, Map<string, number>>();

/**
 * Invalidates `queryKey` unless the same key was invalidated through here less than 1 s ago (spec
 * §9): a mutation's own refresh and the realtime event it causes then refetch once. Resolves to
 * whether it ran.
 */
export async function invalidateOnce(
  queryClient: QueryClient,
  queryKey: QueryKey,
): Promise<boolean> {
  let runs = lastRun.get(queryClient);
  if (!runs) lastRun.set(queryClient, (runs = new Map()));
  const key = hashKey(queryKey);
  const now = Date.now();
  const last = runs.get(key);
  if (last !== undefined && now - last < INVALIDATION_DEDUPE_MS) return false;
  runs.set(key, now);
  await queryClient.invalidateQueries({ queryKey });
  return true;
}
