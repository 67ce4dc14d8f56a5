import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, NETWORK_ERROR_MESSAGE, request } from "./request";

const fetchMock = vi.fn<typeof fetch>();
const sent = () => fetchMock.mock.calls[0] ?? [];

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable("the request should have failed"),
    (error: unknown) => error,
  );

describe("request", () => {
  it("sends a body as JSON with its content type, and returns the answer's JSON", async () => {
    fetchMock.mockResolvedValue(Response.json({ project: { id: "p1" } }, { status: 201 }));
    const answer = await request("/api/projects/", { method: "POST", body: { name: "Shop" } });
    expect(answer).toEqual({ project: { id: "p1" } });
    const [path, init] = sent();
    expect(path).toBe("/api/projects/");
    expect(init).toMatchObject({
      method: "POST",
      body: '{"name":"Shop"}',
      headers: { "content-type": "application/json" },
    });
  });

  it("sends the headers it is given beside the content type", async () => {
    fetchMock.mockResolvedValue(Response.json({ project: { id: "p1" } }, { status: 201 }));
    await request("/api/projects/", {
      method: "POST",
      body: { name: "Shop" },
      headers: { "Idempotency-Key": "k-1" },
    });
    expect(sent()[1]?.headers).toEqual({
      "content-type": "application/json",
      "Idempotency-Key": "k-1",
    });
  });

  it("sends a GET without a body or content type", async () => {
    fetchMock.mockResolvedValue(Response.json({ projects: [] }));
    await request("/api/projects/");
    const [, init] = sent();
    expect(init?.method).toBe("GET");
    expect(init).not.toHaveProperty("body");
    expect(init).not.toHaveProperty("headers");
  });

  it("encodes searchParams and leaves undefined values out", async () => {
    fetchMock.mockResolvedValue(Response.json({}));
    await request("/api/data/sitemaps/", {
      searchParams: { projectId: "p 1", sitemapIndex: undefined, url: "https://a.example/?x=1&y" },
    });
    expect(sent()[0]).toBe(
      "/api/data/sitemaps/?projectId=p+1&url=https%3A%2F%2Fa.example%2F%3Fx%3D1%26y",
    );
  });

  it("adds searchParams to a path that has a query already, and leaves a path alone when all are undefined", async () => {
    fetchMock.mockImplementation(async () => Response.json({}));
    await request("/api/x/?a=1", { searchParams: { b: 2, c: true } });
    await request("/api/y/", { searchParams: { b: undefined } });
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      "/api/x/?a=1&b=2&c=true",
      "/api/y/",
    ]);
  });

  it("returns undefined for 204", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(request("/api/projects/p1/", { method: "DELETE" })).resolves.toBeUndefined();
  });

  it("throws the server's { error: { code, message } } with its status and body", async () => {
    const body = { error: { code: "project_not_found", message: "No project with this id." } };
    fetchMock.mockResolvedValue(Response.json(body, { status: 404 }));
    const error = await failureOf(request("/api/projects/p1/"));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      name: "ApiRequestError",
      status: 404,
      code: "project_not_found",
      message: "No project with this id.",
      body,
    });
  });

  it("throws http_error with the status in the message for an answer that is not JSON", async () => {
    fetchMock.mockResolvedValue(new Response("<h1>Bad gateway</h1>", { status: 502 }));
    const error = await failureOf(request("/api/projects/"));
    expect(error).toMatchObject({ status: 502, code: "http_error", body: null });
    expect((error as Error).message).toContain("502");
  });

  it("throws network_error without a status when the server cannot be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const error = await failureOf(request("/api/projects/"));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: undefined,
      code: "network_error",
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it("passes an abort through as the AbortError it is", async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_path, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
    );
    const pending = failureOf(request("/api/projects/", { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ name: "AbortError" });
    expect(sent()[1]?.signal).toBe(controller.signal);
  });
});
