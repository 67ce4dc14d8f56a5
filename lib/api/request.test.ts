import { describe, expect, it } from "vitest";
import { readJsonBody } from "./request";

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/x/", { method: "POST", body, headers });

describe("readJsonBody", () => {
  it("reads a JSON body under the cap", async () => {
    expect(await readJsonBody(post('{"name":"Shop"}'), 100)).toEqual({
      ok: true,
      body: { name: "Shop" },
    });
  });

  it("answers 400 invalid_json for text that is not JSON", async () => {
    const result = await readJsonBody(post("name=Shop"), 100);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.response.status).toBe(400);
      expect((await result.response.json()).error.code).toBe("invalid_json");
    }
  });

  it("answers 413 for a body over the cap, counted in bytes, and for a declared length over it", async () => {
    const multiByte = await readJsonBody(post(JSON.stringify("é".repeat(40))), 60);
    expect(multiByte.ok || multiByte.response.status).toBe(413);
    const declared = await readJsonBody(post("{}", { "content-length": "1000" }), 100);
    expect(declared.ok || declared.response.status).toBe(413);
  });
});
