import type { Strategy } from "./result";

// The shareable form of a test: ?url=…&strategy=desktop (mobile, the default, is left out).
export type SharedTest = { url: string; strategy: Strategy };

export function shareQuery({ url, strategy }: SharedTest): string {
  const params = new URLSearchParams({ url: url.trim() });
  if (strategy === "desktop") params.set("strategy", "desktop");
  return `?${params.toString()}`;
}

export function readShareQuery(search: string): SharedTest | null {
  const params = new URLSearchParams(search);
  const url = params.get("url")?.trim();
  if (!url) return null;
  return { url, strategy: params.get("strategy") === "desktop" ? "desktop" : "mobile" };
}
