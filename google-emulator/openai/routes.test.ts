import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { APICallError, generateText, jsonSchema, stepCountIs, streamText, tool } from "ai";
import { createGoogleEmulator, handleGoogleEmulator, type GoogleEmulatorOptions } from "../handler";
import { createEmulatorServer } from "../node-adapter";

const servers: Server[] = [];

/** An emulator on a free port; the base URL of its OpenAI-compatible API. */
async function startEmulator(options: GoogleEmulatorOptions["openai"]): Promise<string> {
  const server = createEmulatorServer(createGoogleEmulator({ openai: options }));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}/emulator/google/openai/v1`;
}

let baseURL: string;

beforeAll(async () => {
  baseURL = await startEmulator({ delayMs: 0, longDelayMs: 0 });
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

const model = (url = baseURL) =>
  createOpenAICompatible({ name: "emulator", baseURL: url, apiKey: "test", includeUsage: true })(
    "rankwell-emulator",
  );

const SUMMARY = ["Clicks to the coffee pages rose this week.", "The brewing guide leads."];

type PagesInput = { device?: "desktop" | "mobile"; query?: string; limit?: number };

function pageTools() {
  const topPages = vi.fn(async (_input: PagesInput) => ({ summary: SUMMARY }));
  const siteHealth = vi.fn(async () => ({ errors: 0 }));
  const tools = {
    site_health: tool({
      description: "Crawl errors and indexing problems of the site",
      inputSchema: jsonSchema<Record<string, never>>({ type: "object", properties: {} }),
      execute: siteHealth,
    }),
    top_pages: tool({
      description: "The pages that get the most clicks",
      inputSchema: jsonSchema<PagesInput>({
        type: "object",
        properties: {
          device: { type: "string", enum: ["desktop", "mobile"] },
          query: { type: "string" },
          limit: { type: "integer", default: 10 },
        },
        additionalProperties: false,
      }),
      execute: topPages,
    }),
  };
  return { tools, topPages, siteHealth };
}

const QUESTION = 'Which pages get the most clicks on mobile for "coffee"?';
const ANSWER = `Here is what the data shows. ${SUMMARY.join(" ")}`;

function post(body: unknown, headers: Record<string, string> = { authorization: "Bearer test" }) {
  return fetch(`${baseURL}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("the OpenAI-compatible emulator, through the AI SDK", () => {
  it("calls the matching tool with built arguments, then answers from its result", async () => {
    const { tools, topPages, siteHealth } = pageTools();
    const result = await generateText({
      model: model(),
      prompt: QUESTION,
      tools,
      stopWhen: stepCountIs(3),
    });
    expect(siteHealth).not.toHaveBeenCalled();
    expect(topPages).toHaveBeenCalledTimes(1);
    expect(topPages.mock.calls[0]![0]).toEqual({ device: "mobile", query: "coffee", limit: 10 });
    expect(result.steps).toHaveLength(2);
    expect(result.steps[0]!.finishReason).toBe("tool-calls");
    expect(result.text).toBe(ANSWER);
    expect(result.finishReason).toBe("stop");
    expect(result.usage.inputTokens).toBeGreaterThan(0);
  });

  it("streams the answer in several text deltas", async () => {
    const { tools, topPages } = pageTools();
    const result = streamText({
      model: model(),
      prompt: QUESTION,
      tools,
      stopWhen: stepCountIs(3),
    });
    const deltas: string[] = [];
    const toolCalls: unknown[] = [];
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") deltas.push(part.text);
      if (part.type === "tool-call") toolCalls.push(part.input);
      if (part.type === "error") throw part.error;
    }
    expect(toolCalls).toEqual([{ device: "mobile", query: "coffee", limit: 10 }]);
    expect(topPages).toHaveBeenCalledTimes(1);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toBe(ANSWER);
    expect(await result.text).toBe(ANSWER);
    expect((await result.totalUsage).outputTokens).toBeGreaterThan(0);
  });

  it("surfaces a failing model as an API call error", async () => {
    const failing = await startEmulator({ failWith: 503 });
    const error = await generateText({ model: model(failing), prompt: "Hi", maxRetries: 0 }).catch(
      (e: unknown) => e,
    );
    expect(APICallError.isInstance(error)).toBe(true);
    expect((error as APICallError).statusCode).toBe(503);
  });
});

describe("the OpenAI-compatible emulator on the wire", () => {
  it("lists its model", async () => {
    const response = await fetch(`${baseURL}/models`, { headers: { authorization: "Bearer k" } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      object: "list",
      data: [{ id: "rankwell-emulator", object: "model", owned_by: "rankwell" }],
    });
    expect(Number.isInteger(body.data[0].created)).toBe(true);
  });

  it("refuses a request without a key", async () => {
    const body = { model: "m", messages: [{ role: "user", content: "Hi" }] };
    const noKeys: Record<string, string>[] = [
      {},
      { authorization: "Bearer " },
      { authorization: "Basic abc" },
    ];
    for (const headers of noKeys) {
      const response = await post(body, headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: {
          message: "Incorrect API key provided.",
          type: "invalid_request_error",
          param: null,
          code: "invalid_api_key",
        },
      });
    }
  });

  it("refuses a bad body with OpenAI's 400", async () => {
    const missing = await post({ model: "m" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: {
        message: "Missing required parameter: 'messages'.",
        type: "invalid_request_error",
        param: "messages",
        code: null,
      },
    });
    const wrongRole = await post({ model: "m", messages: [{ role: "robot", content: "Hi" }] });
    expect(wrongRole.status).toBe(400);
    expect((await wrongRole.json()).error).toMatchObject({ param: "messages[0].role", code: null });
    const notJson = await post("{");
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error.type).toBe("invalid_request_error");
  });

  it("answers a plain completion and ignores unknown fields", async () => {
    const response = await post({
      model: "any-model",
      messages: [{ role: "user", content: [{ type: "text", text: "Summarise." }] }],
      temperature: 0.2,
      reasoning_effort: "low",
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      id: expect.stringMatching(/^chatcmpl-\d+$/),
      object: "chat.completion",
      model: "any-model",
      choices: [
        { index: 0, message: { role: "assistant" }, finish_reason: "stop", logprobs: null },
      ],
    });
    expect(body.choices[0].message.content).toMatch(/^[^\d]+$/);
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens + body.usage.completion_tokens);
  });

  it("frames a stream as OpenAI does, with usage and [DONE] last", async () => {
    const response = await post({
      model: "m",
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: "user", content: "Summarise." }],
    });
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const events = (await response.text()).split("\n\n").filter(Boolean);
    expect(events.every((e) => e.startsWith("data: "))).toBe(true);
    expect(events.at(-1)).toBe("data: [DONE]");
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e.slice(6)));
    expect(chunks[0].choices[0].delta).toEqual({ role: "assistant", content: "" });
    expect(chunks.at(-2).choices[0].finish_reason).toBe("stop");
    expect(chunks.at(-1)).toMatchObject({ object: "chat.completion.chunk", choices: [] });
    expect(chunks.at(-1).usage.completion_tokens).toBeGreaterThan(0);
  });

  it("answers a rate limit with Retry-After when told to fail with 429", async () => {
    const limited = await startEmulator({ failWith: 429 });
    const response = await fetch(`${limited}/chat/completions`, {
      method: "POST",
      headers: { authorization: "Bearer test", "content-type": "application/json" },
      body: JSON.stringify({ model: "m", messages: [{ role: "user", content: "Hi" }] }),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("1");
    expect((await response.json()).error).toMatchObject({ code: "rate_limit_exceeded" });
  });

  it("answers a model named -unavailable with a 503", async () => {
    const response = await post({
      model: "x-unavailable",
      messages: [{ role: "user", content: "Hi" }],
    });
    expect(response.status).toBe(503);
    expect((await response.json()).error).toMatchObject({ type: "server_error", param: null });
  });

  it("stops streaming a long answer when the client goes away", async () => {
    const emulator = createGoogleEmulator({ openai: { delayMs: 0, longDelayMs: 30 } });
    const abort = new AbortController();
    const request = new Request("http://127.0.0.1/emulator/google/openai/v1/chat/completions", {
      method: "POST",
      headers: { authorization: "Bearer test", "content-type": "application/json" },
      body: JSON.stringify({
        model: "m",
        stream: true,
        messages: [{ role: "user", content: "Tell me in detail." }],
      }),
      signal: abort.signal,
    });
    const response = await handleGoogleEmulator(request, "/emulator/google", emulator);
    const reader = response.body!.getReader();
    const started = Date.now();
    await reader.read();
    await reader.read();
    abort.abort();
    let rest = "";
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      rest += new TextDecoder().decode(r.value);
    }
    expect(rest).not.toContain("[DONE]");
    expect(Date.now() - started).toBeLessThan(500);
  });
});
