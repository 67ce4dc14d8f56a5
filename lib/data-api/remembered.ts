import "server-only";
import { LRUCache } from "lru-cache";
import { cacheKeyOf } from "@/lib/google/response-cache";

// The answers of recent analyses over every row of a period (movers, opportunities, insights): a
// view asks the same ones on every visit. They live as long as the joined tables they read.
const analyses = new LRUCache<string, Promise<unknown>>({ max: 64, ttl: 2 * 60_000 });

/** `compute`'s answer for this user, property and input, computed once while it is kept. */
export function remembered<T>(
  userId: string,
  siteUrl: string,
  input: object,
  compute: () => Promise<T>,
): Promise<T> {
  const key = cacheKeyOf({ userId, property: siteUrl, request: input });
  let answer = analyses.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = compute();
    analyses.set(key, answer);
    answer.catch(() => analyses.delete(key));
  }
  return answer;
}
