import { afterEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { projectNotFound } from "@/lib/projects/errors";
import { ApiError } from "./errors";
import { jsonError, keepPrivate, noContent, ok, privateCacheControl } from "./response";
import { apiRoute } from "./route";

afterEach(() => vi.restoreAllMocks());

const request = () => new NextRequest("http://localhost/api/projects/", { method: "POST" });

describe("apiRoute", () => {
  it("answers with the handler's response", async () => {
    const route = apiRoute(async () => ok({ id: 1 }, { status: 201 }));
    const response = await route(request());
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 1 });
  });

  it("answers a thrown known failure with its status and code", async () => {
    const route = apiRoute(async () => {
      throw projectNotFound();
    });
    const response = await route(request());
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("project_not_found");
  });

  it("logs an unexpected failure with the method and path but not its message, and answers 500", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const route = apiRoute(async () => {
      throw new Error("connection refused at 10.0.0.3");
    });
    const response = await route(request());
    expect(response.status).toBe(500);
    expect((await response.json()).error.message).not.toContain("10.0.0.3");
    expect(log).toHaveBeenCalledOnce();
    const logged = String(log.mock.calls[0]?.[0]);
    expect(logged).toMatch(/^\[api\] POST \/api\/projects\/ failed: Error\n/);
    expect(logged).not.toContain("10.0.0.3");
  });

  it("does not log a failure caused by the client closing the request", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const route = apiRoute(async () => {
      throw new Error("the body was cut short");
    });
    const closed = new NextRequest("http://localhost/api/projects/", {
      method: "POST",
      signal: AbortSignal.abort(),
    });
    const response = await route(closed);
    expect(response.status).toBe(499);
    expect((await response.json()).error.code).toBe("client_closed_request");

    const reset = apiRoute(async () => {
      throw Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    });
    expect((await reset(request())).status).toBe(499);
    expect(log).not.toHaveBeenCalled();

    // A reset of the server's own connection (to Postgres, say) is a failure.
    const ownReset = apiRoute(async () => {
      throw Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
    });
    expect((await ownReset(request())).status).toBe(500);
    expect(log).toHaveBeenCalledOnce();
  });

  it("never answers 5xx for a bad input", async () => {
    const route = apiRoute(async () => {
      throw new ApiError(400, "invalid_input", "name: Required.");
    });
    expect((await route(request())).status).toBe(400);
  });
});

describe("ok and noContent", () => {
  it("keep answers, errors too, out of every cache unless the route says otherwise", () => {
    expect(jsonError(400, "x", "y").headers.get("cache-control")).toBe("private, no-store");
    expect(ok({}).headers.get("cache-control")).toBe("private, no-store");
    expect(ok({}, { headers: { "Cache-Control": "no-store" } }).headers.get("cache-control")).toBe(
      "no-store",
    );
    expect(noContent().status).toBe(204);
  });
});

describe("keepPrivate", () => {
  it("adds private and no-store to what a response says, dropping public and ages", () => {
    expect(privateCacheControl(null)).toBe("private, no-store");
    expect(privateCacheControl("no-cache, no-store, no-transform")).toBe(
      "private, no-store, no-cache, no-transform",
    );
    expect(privateCacheControl("public, max-age=600, s-maxage=60")).toBe("private, no-store");
    expect(keepPrivate(noContent()).headers.get("cache-control")).toBe("private, no-store");
  });

  it("copies a response whose headers cannot change", async () => {
    const frozen = Response.redirect("http://localhost/elsewhere", 302);
    const answer = keepPrivate(frozen);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });
});
