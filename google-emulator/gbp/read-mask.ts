// The required `readMask` of Business Information reads: comma-separated field paths, each
// starting with a Location field; only the named fields come back.
import { LOCATION_FIELDS } from "../world/gbp-locations";

export type ReadMask = readonly string[][];

/** The mask's paths, or the reason it is refused. */
export function parseReadMask(raw: string | null): ReadMask | string {
  if (!raw || raw.trim() === "") return "Field is required";
  const paths = raw.split(",").map((p) => p.trim().split("."));
  for (const path of paths) {
    if (!path[0] || !LOCATION_FIELDS.has(path[0]) || path.some((part) => part === "")) {
      return `Invalid field mask provided: ${path.join(".")}`;
    }
  }
  return paths;
}

function pick(source: unknown, path: readonly string[]): unknown {
  let value = source;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function put(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  path.slice(0, -1).forEach((key) => {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  });
  node[path.at(-1)!] = value;
}

export function applyReadMask(
  resource: Record<string, unknown>,
  mask: ReadMask,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const path of mask) {
    const value = pick(resource, path);
    if (value !== undefined) put(out, path, value);
  }
  return out;
}
