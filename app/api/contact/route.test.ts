import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "./route";
import { saveContactMessage } from "@/lib/contact/store";
import { env } from "@/lib/env";

vi.mock("@/lib/contact/store", () => ({ saveContactMessage: vi.fn() }));

const save = vi.mocked(saveContactMessage);
// As behind one proxy that appends the caller's address: each test's x-forwarded-for is a caller.
beforeAll(() => {
  env.TRUSTED_PROXY_HOPS = 1;
});
afterAll(() => {
  env.TRUSTED_PROXY_HOPS = 0;
});
let requestCount = 0;

function post(body: unknown, ip = `203.0.113.${++requestCount}`) {
  return POST(
    new Request("http://localhost/api/contact/", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  topic: "sales",
  message: "We manage forty client sites and would like to talk about the Agency plan.",
  website: "",
};

describe("POST /api/contact", () => {
  beforeEach(() => {
    save.mockReset();
    save.mockResolvedValue({ id: "3f1c2d9e-5b7a-4c1e-9f0d-2a6b8c4e7d10" });
  });

  it("stores a valid message without the honeypot and answers 201 with its id", async () => {
    const response = await post({ ...valid, name: "  Ada Lovelace  " });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: "3f1c2d9e-5b7a-4c1e-9f0d-2a6b8c4e7d10" });
    expect(save).toHaveBeenCalledExactlyOnceWith({
      name: "Ada Lovelace",
      email: "ada@example.com",
      topic: "sales",
      message: valid.message,
    });
  });

  it("rejects an invalid message with 400 invalid_input and stores nothing", async () => {
    const response = await post({ ...valid, email: "not-an-email", message: "Too short" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.message).toMatch(/^email: /);
    expect(save).not.toHaveBeenCalled();
  });

  it("rejects an unknown topic", async () => {
    const response = await post({ ...valid, topic: "billing" });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({
      code: "invalid_input",
      message: "topic: Please choose a topic.",
    });
  });

  it("answers 400 to a body that is not JSON", async () => {
    const response = await post("name=Ada&email=ada@example.com");
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("invalid_json");
    expect(save).not.toHaveBeenCalled();
  });

  it("accepts a filled honeypot with 201 but stores nothing, even when the rest is invalid", async () => {
    const response = await post({
      name: "",
      email: "bot",
      message: "",
      website: "https://spam.example",
    });
    expect(response.status).toBe(201);
    expect((await response.json()).id).toEqual(expect.any(String));
    expect(save).not.toHaveBeenCalled();
  });

  it("refuses a body larger than 32 KB with 413", async () => {
    const response = await post({ ...valid, message: "x".repeat(40_000) });
    expect(response.status).toBe(413);
    expect(save).not.toHaveBeenCalled();
  });

  it("limits one sender to five messages an hour", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(valid, "198.51.100.7")).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await post(valid, "198.51.100.7");
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await limited.json()).error.code).toBe("rate_limited");
  });

  it.each([
    ["name", { name: "Ada\u0000Lovelace" }],
    ["name", { name: "Ada\nLovelace" }],
    ["email", { email: "ada\u0000@example.com" }],
    ["message", { message: `${valid.message}\u0000` }],
    ["message", { message: `${valid.message}\u001b[2J` }],
  ])(
    "answers 400, not 500, to a control character in the %s and stores nothing",
    async (field, change) => {
      const response = await post({ ...valid, ...change });
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe("invalid_input");
      expect(error.message).toMatch(new RegExp(`^${field}: Please remove the control characters`));
      expect(save).not.toHaveBeenCalled();
    },
  );

  it("keeps line breaks and tabs in a message", async () => {
    const message = "Hello team,\r\n\tWe manage forty client sites.\nCan we talk?";
    expect((await post({ ...valid, message })).status).toBe(201);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ message }));
  });

  it("answers 415 to a form post, which only JSON may replace", async () => {
    const response = await POST(
      new Request("http://localhost/api/contact/", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "name=Ada&email=ada@example.com",
      }),
    );
    expect(response.status).toBe(415);
    expect(save).not.toHaveBeenCalled();
  });

  it("never logs what the visitor wrote when the message cannot be stored", async () => {
    // What Drizzle throws: its message quotes the insert and its parameters.
    const driver = Object.assign(new Error("value too long for type character varying(100)"), {
      name: "PostgresError",
      code: "22001",
    });
    const failure = new Error(
      `Failed query: insert into "contact_messages" ("name", "email", "topic", "message") values ($1, $2, $3, $4)\nparams: ${valid.name},${valid.email},${valid.topic},${valid.message}`,
      { cause: driver },
    );
    failure.name = "DrizzleQueryError";
    save.mockRejectedValueOnce(failure);
    const logs = [vi.spyOn(console, "error"), vi.spyOn(console, "warn"), vi.spyOn(console, "log")];
    logs.forEach((spy) => spy.mockImplementation(() => {}));
    try {
      expect((await post(valid)).status).toBe(500);
      const logged = logs
        .flatMap((spy) => spy.mock.calls.flat())
        .map(String)
        .join("\n");
      expect(logged).toContain("DrizzleQueryError ← PostgresError [SQLSTATE 22001]");
      for (const value of [valid.name, "Lovelace", valid.email, valid.message, "forty client"])
        expect(logged).not.toContain(value);
    } finally {
      logs.forEach((spy) => spy.mockRestore());
    }
  });

  it("answers 500 with a way to reach us when the message cannot be stored", async () => {
    save.mockRejectedValueOnce(new Error("connection refused"));
    vi.spyOn(console, "error").mockImplementationOnce(() => {});
    const response = await post(valid);
    expect(response.status).toBe(500);
    expect((await response.json()).error.message).toContain("hello@rankwell.app");
  });
});
