import { vi } from "vitest";
import { projectNotFound } from "./errors";
import { readJsonBody, respond } from "./http";

const post = (body: string) =>
  new Request("http://localhost/api/projects/", { method: "POST", body });

describe("readJsonBody", () => {
  it("reads JSON and refuses other text or an oversized body", async () => {
    expect(await readJsonBody(post('{"name":"Shop"}'))).toEqual({
      ok: true,
      body: { name: "Shop" },
    });
    const notJson = await readJsonBody(post("name=Shop"));
    expect(notJson.ok || notJson.response.status).toBe(400);
    const huge = await readJsonBody(post(JSON.stringify({ name: "x".repeat(20_000) })));
    expect(huge.ok || huge.response.status).toBe(413);
  });
});

describe("respond", () => {
  it("answers a known failure with its status and code", async () => {
    const response = await respond("renaming", () => Promise.reject(projectNotFound()));
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("project_not_found");
  });

  it("logs an unexpected failure and answers 500 without its details", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await respond("listing", () =>
      Promise.reject(new Error("connection refused at 10.0.0.3")),
    );
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body.error.code).toBe("internal_error");
    expect(body.error.message).not.toContain("10.0.0.3");
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
