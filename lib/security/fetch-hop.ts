import "server-only";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { pipeline, type Readable } from "node:stream";
import zlib from "node:zlib";
import type { ResolvedAddress } from "./resolve-host";
import { SafeFetchError } from "./safe-fetch-error";

export type HopRequest = {
  url: URL;
  /** Checked addresses to connect to; empty when the host is an IP literal. */
  addresses: ResolvedAddress[];
  method: "GET" | "HEAD" | "POST";
  headers: Record<string, string>;
  /** Sent as the request body (a POST's); its length and type are among `headers`. */
  body?: Buffer;
  signal: AbortSignal;
};

// The socket connects to the addresses that were checked, never to a second DNS answer, so a
// rebinding DNS server cannot swap in a private address; Host and TLS SNI still carry the name.
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = typeof options === "object" ? options.family : undefined;
    const usable = addresses.filter((a) => !family || a.family === family);
    const chosen = usable.length > 0 ? usable : addresses;
    if (typeof options === "object" && options.all) {
      (callback as (err: null, all: ResolvedAddress[]) => void)(null, chosen);
    } else {
      const first = chosen[0]!;
      callback(null, first.address, first.family);
    }
  };
}

/** Sends one request, without following redirects, and resolves when the response headers arrive. */
export function openHop({
  url,
  addresses,
  method,
  headers,
  body,
  signal,
}: HopRequest): Promise<IncomingMessage> {
  const transport = url.protocol === "https:" ? https : http;
  const request = transport.request({
    hostname: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    method,
    headers,
    agent: false,
    signal,
    ...(addresses.length > 0 ? { lookup: pinnedLookup(addresses) } : {}),
  });
  return new Promise((resolve, reject) => {
    request.once("response", resolve);
    request.once("error", reject);
    request.end(body);
  });
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "")
    .trim()
    .toLowerCase();
  const flush = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip(flush)
      : encoding === "deflate"
        ? zlib.createInflate(flush)
        : encoding === "br"
          ? zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH })
          : null;
  return decoder ? pipeline(response, decoder, () => {}) : response;
}

export type HopBody = { bytes: Buffer; truncated: boolean };

/** Reads and decompresses the body, stopping at `maxBytes` of decoded content. */
export async function readHopBody(
  response: IncomingMessage,
  { maxBytes, truncate }: { maxBytes: number; truncate: boolean },
): Promise<HopBody> {
  const tooLarge = () =>
    new SafeFetchError(
      "too_large",
      `The response is larger than ${Math.round(maxBytes / 1024)} KiB, the most Rankwell reads.`,
    );
  const declared = Number(response.headers["content-length"]);
  if (!truncate && !response.headers["content-encoding"] && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of decoded(response)) {
      const buffer = chunk as Buffer;
      if (size + buffer.length > maxBytes) {
        if (!truncate) throw tooLarge();
        chunks.push(buffer.subarray(0, maxBytes - size));
        size = maxBytes;
        truncated = true;
        break;
      }
      chunks.push(buffer);
      size += buffer.length;
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    const code = String((error as NodeJS.ErrnoException).code ?? "");
    if (code.startsWith("Z_") || code.startsWith("ERR__ERROR") || code.startsWith("ERR_BROTLI")) {
      throw new SafeFetchError(
        "connection_failed",
        "The page's compressed content could not be decoded.",
      );
    }
    throw error;
  } finally {
    response.destroy();
  }
  return { bytes: Buffer.concat(chunks, size), truncated };
}
