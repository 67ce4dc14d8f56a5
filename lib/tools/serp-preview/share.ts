import type { SerpTyped } from "./schema";

// The preview lives in the link: ?url=…&title=…&description=… Typed text opens as typed, without a
// network call; a link with only ?url= fetches that page's tags.
export type SharedSerp = SerpTyped & { fetch: boolean };

export function readSerpQuery(search: string): SharedSerp | null {
  const params = new URLSearchParams(search);
  const url = params.get("url") ?? "";
  const title = params.get("title") ?? "";
  const description = params.get("description") ?? "";
  if (!url && !title && !description) return null;
  return {
    url,
    title,
    description,
    fetch: url.trim() !== "" && !params.has("title") && !params.has("description"),
  };
}

export function serpQuery({ url, title, description }: SerpTyped): string {
  const params = new URLSearchParams();
  if (url.trim()) params.set("url", url.trim());
  if (title) params.set("title", title);
  if (description) params.set("description", description);
  const query = params.toString();
  return query ? `?${query}` : "";
}
