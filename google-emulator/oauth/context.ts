import type { GrantRegistry } from "./grant-registry";
import type { TokenCodec } from "./tokens";

/** What every emulator endpoint needs for one request. */
export type EmulatorContext = {
  codec: TokenCodec;
  grants: GrantRegistry;
  /** Seconds since the epoch. */
  nowS: number;
  /** The emulator's public URL: origin and base path, no trailing slash. */
  base: string;
  /** The only origin redirect URIs may point to. */
  appOrigin: string;
};

/** A form body (urlencoded, as Google's endpoints take it) or, leniently, a JSON object. */
export async function readParams(request: Request): Promise<URLSearchParams> {
  const text = await request.text();
  if ((request.headers.get("content-type") ?? "").includes("application/json")) {
    try {
      const json: unknown = JSON.parse(text);
      if (json && typeof json === "object") {
        return new URLSearchParams(Object.entries(json).map(([k, v]) => [k, String(v)]));
      }
    } catch {
      return new URLSearchParams();
    }
  }
  return new URLSearchParams(text);
}
