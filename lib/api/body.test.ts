import { describe, expect, it } from "vitest";
import { ApiError } from "./errors";
import { readBodyBytes, readBodyText } from "./body";

/** A chunked upload: no Content-Length, `chunks` pieces of `size` bytes, counting what was pulled. */
function streamed(chunks: number, size: number) {
  const pulled = { count: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.count >= chunks) return controller.close();
        pulled.count += 1;
        controller.enqueue(new Uint8Array(size).fill(0x20));
      },
      cancel() {
        pulled.cancelled = true;
      },
    },
    // Nothing is pulled until someone reads.
    { highWaterMark: 0 },
  );
  const request = new Request("http://localhost/api/x/", {
    method: "POST",
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled };
}

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 0,
    (error: unknown) => (error instanceof ApiError ? error.status : -1),
  );

describe("readBodyBytes", () => {
  it("reads a chunked body without Content-Length under the cap", async () => {
    const { request } = streamed(4, 1000);
    expect((await readBodyBytes(request, 4000)).byteLength).toBe(4000);
  });

  it("stops reading a chunked body as soon as it passes the cap, and answers 413", async () => {
    const { request, pulled } = streamed(10_000, 64 * 1024);
    expect(await status(readBodyBytes(request, 256 * 1024))).toBe(413);
    expect(pulled.count).toBeLessThan(10);
    expect(pulled.cancelled).toBe(true);
  });

  it("refuses a declared Content-Length over the cap before reading", async () => {
    const { request, pulled } = streamed(1, 10);
    request.headers.set("content-length", "5000");
    expect(await status(readBodyBytes(request, 100))).toBe(413);
    expect(pulled.count).toBe(0);
  });

  it("answers an empty body for a request without one", async () => {
    const request = new Request("http://localhost/api/x/", { method: "POST" });
    expect((await readBodyBytes(request, 10)).byteLength).toBe(0);
  });
});

describe("readBodyText", () => {
  it("decodes UTF-8 and refuses other bytes with 400", async () => {
    const good = new Request("http://localhost/", { method: "POST", body: "héllo" });
    expect(await readBodyText(good, 100)).toBe("héllo");
    const bad = new Request("http://localhost/", { method: "POST", body: new Uint8Array([0xc3]) });
    expect(await status(readBodyText(bad, 100))).toBe(400);
  });
});
