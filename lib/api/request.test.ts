import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as zm from "@/lib/zod-mini";
import { ApiError } from "./errors";
import { parseBody, parseInput, parseParams, parseQuery, readJsonBody } from "./request";

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/x/", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
  });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable("it should have failed"),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      const { status, code, message } = error as ApiError;
      return { status, code, message };
    },
  );

describe("readJsonBody", () => {
  it("reads a JSON body under the cap", async () => {
    expect(await readJsonBody(post('{"name":"Shop"}'), 100)).toEqual({ name: "Shop" });
  });

  it("answers 400 invalid_json for text that is not JSON", async () => {
    expect(await failure(readJsonBody(post("name=Shop"), 100))).toMatchObject({
      status: 400,
      code: "invalid_json",
    });
  });

  it("answers 413 for a body over the cap, counted in bytes, and for a declared length over it", async () => {
    const multiByte = await failure(readJsonBody(post(JSON.stringify("é".repeat(40))), 60));
    expect(multiByte).toMatchObject({ status: 413, code: "payload_too_large" });
    const declared = await failure(readJsonBody(post("{}", { "content-length": "1000" }), 100));
    expect(declared.status).toBe(413);
  });

  it("answers 415 unsupported_media_type unless the body is sent as application/json", async () => {
    for (const type of ["text/plain;charset=UTF-8", "application/x-www-form-urlencoded", ""]) {
      const request = post('{"name":"Shop"}', { "content-type": type });
      if (type === "") request.headers.delete("content-type");
      expect(await failure(readJsonBody(request, 100))).toMatchObject({
        status: 415,
        code: "unsupported_media_type",
      });
    }
    const withCharset = post('{"name":"Shop"}', {
      "content-type": "Application/JSON; charset=utf-8",
    });
    expect(await readJsonBody(withCharset, 100)).toEqual({ name: "Shop" });
  });

  it("answers 400 for bytes that are not UTF-8", async () => {
    const request = new Request("http://localhost/api/x/", {
      method: "POST",
      body: new Uint8Array([0x22, 0xff, 0xfe, 0x22]),
      headers: { "content-type": "application/json" },
    });
    expect(await failure(readJsonBody(request, 100))).toMatchObject({
      status: 400,
      code: "invalid_encoding",
    });
  });

  it("caps a body at 64 KB unless told otherwise", async () => {
    const body = JSON.stringify({ name: "x".repeat(70_000) });
    expect((await failure(readJsonBody(post(body)))).status).toBe(413);
    expect(await readJsonBody(post(body), 80_000)).toEqual({ name: "x".repeat(70_000) });
  });
});

describe("parseInput", () => {
  const schema = z.object({ name: z.string().min(1, "Enter a name."), tags: z.array(z.string()) });

  it("answers the parsed input", () => {
    expect(parseInput({ name: "Shop", tags: [], extra: 1 }, schema)).toEqual({
      name: "Shop",
      tags: [],
    });
  });

  it("answers 400 invalid_input with the first issue and its field", async () => {
    expect(await failure((async () => parseInput({ name: "", tags: [] }, schema))())).toEqual({
      status: 400,
      code: "invalid_input",
      message: "name: Enter a name.",
    });
    const nested = await failure((async () => parseInput({ name: "a", tags: [1] }, schema))());
    expect(nested.message).toMatch(/^tags\.0: /);
  });

  it("reads zod/mini schemas too", () => {
    expect(parseInput({ n: 2 }, zm.object({ n: zm.number() }))).toEqual({ n: 2 });
  });
});

describe("parseBody, parseQuery and parseParams", () => {
  const schema = z.object({ name: z.string() });

  it("check the body, with the route's own cap", async () => {
    expect(await parseBody(post('{"name":"Shop"}'), schema)).toEqual({ name: "Shop" });
    const large = post(JSON.stringify({ name: "x".repeat(20_000) }));
    expect((await failure(parseBody(large, schema, { maxBytes: 16 * 1024 }))).status).toBe(413);
    expect((await failure(parseBody(post('{"name":1}'), schema))).code).toBe("invalid_input");
  });

  it("check the search params, one value per name unless the route reads them itself", () => {
    const request = new Request("http://localhost/api/x/?name=Shop&m=a&m=b");
    expect(parseQuery(request, schema)).toEqual({ name: "Shop" });
    const all = z.object({ m: z.array(z.string()) });
    expect(parseQuery(request, all, (params) => ({ m: params.getAll("m") }))).toEqual({
      m: ["a", "b"],
    });
  });

  it("check the dynamic segments", async () => {
    const params = z.object({ id: z.uuid() });
    const id = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";
    expect(await parseParams({ params: Promise.resolve({ id }) }, params)).toEqual({ id });
    const bad = await failure(parseParams({ params: Promise.resolve({ id: "1" }) }, params));
    expect(bad).toMatchObject({ status: 400, code: "invalid_input" });
  });
});
