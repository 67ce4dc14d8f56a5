import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SafeFetchError } from "@/lib/security/safe-fetch";
import { alertFixture } from "@/tests/support/alert-fixture";
import { postWebhook, slackPayload, webhookUrlSchema } from "./webhook";

const ORIGIN = "https://rankwell.example";

const alert = alertFixture;

const LINK = `${ORIGIN}/app/search-performance/?project=project-1&start=2026-01-31&end=2026-02-27`;

type SlackBlock = {
  type: string;
  text?: { type: string; text: string };
  elements?: { type: string; text: string }[];
};

const blockText = (blocks: unknown[]) =>
  (blocks as SlackBlock[])
    .flatMap((b) => [b.text?.text ?? "", ...(b.elements ?? []).map((e) => e.text)])
    .join("\n");

describe("slackPayload", () => {
  it("gives a one-line fallback with the title and the link in Slack's form", () => {
    const { text } = slackPayload(alert(), ORIGIN);
    expect(text).not.toContain("\n");
    expect(text).toBe(`Search clicks fell on greenleaf.example <${LINK}|Open in Rankwell>`);
  });

  it("shows the title in bold, the message, the figures, the day and the link in blocks", () => {
    const { blocks } = slackPayload(alert(), ORIGIN);
    expect((blocks as SlackBlock[]).map((b) => b.type)).toEqual(["section", "context"]);
    expect((blocks[0] as SlackBlock).text?.type).toBe("mrkdwn");
    const text = blockText(blocks);
    expect(text).toContain("*Search clicks fell on greenleaf.example*");
    expect(text).toContain("Clicks were far below what this weekday usually brings.");
    expect(text).toContain("Observed *1,234*, expected about 5,678");
    expect(text).toContain("Greenleaf · 2026-02-27");
    expect(text).toContain(`<${LINK}|Open in Rankwell>`);
  });

  it("gives sitemap errors against the last check's reading", () => {
    const { blocks } = slackPayload(
      alert({ metric: "gsc_sitemap_errors", observed: 7, expected: 2 }),
      ORIGIN,
    );
    expect(blockText(blocks)).toContain("Observed *7*, 2 at the last check");
  });

  it("leaves out the figures of an alert that has none", () => {
    const { blocks } = slackPayload(
      alert({ observed: null, expected: null, href: "/app/settings/#google" }),
      ORIGIN,
    );
    expect(blockText(blocks)).not.toContain("Observed");
    expect(blockText(blocks)).toContain(`<${ORIGIN}/app/settings/#google|Open in Rankwell>`);
  });

  it("escapes &, < and > in user text so a project name cannot inject markup or links", () => {
    const payload = slackPayload(
      alert({
        projectName: "<script>alert(1)</script> & <https://evil.example|Co>",
        title: "Clicks fell on <b>",
      }),
      ORIGIN,
    );
    const text = blockText(payload.blocks);
    expect(text).toContain(
      "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;https://evil.example|Co&gt;",
    );
    expect(text).not.toContain("<script>");
    expect(text).not.toContain("<https://evil.example");
    expect(payload.text).toContain("Clicks fell on &lt;b&gt;");
  });
});

describe("webhookUrlSchema", () => {
  it("accepts an https webhook URL, trimmed", () => {
    expect(webhookUrlSchema.parse("  https://hooks.slack.com/services/T/B/X ")).toBe(
      "https://hooks.slack.com/services/T/B/X",
    );
  });

  it.each([
    "http://hooks.slack.com/services/T/B/X",
    "javascript:alert(1)",
    "not a url",
    "",
    "https://",
    "https://user:secret@hooks.slack.com/services/T/B/X",
    `https://hooks.slack.com/${"a".repeat(500)}`,
  ])("refuses %j", (input) => {
    const result = webhookUrlSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Enter an https:// webhook URL.");
  });
});

describe("postWebhook", () => {
  type Received = { method: string; headers: IncomingHttpHeaders; body: string };
  const received: Received[] = [];
  let status = 200;
  let receiver: Server;
  let host = "";

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        received.push({
          method: request.method ?? "",
          headers: request.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        });
        response.writeHead(status, { "content-type": "text/plain" }).end("ok");
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    host = `127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        receiver.closeAllConnections();
        receiver.close(() => resolve());
      }),
  );
  beforeEach(() => {
    received.length = 0;
    status = 200;
  });

  it("posts the payload as JSON to the receiver", async () => {
    const payload = slackPayload(alert(), ORIGIN);
    expect(await postWebhook(`http://${host}/hook`, payload, { allowHosts: [host] })).toEqual({
      status: 200,
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.method).toBe("POST");
    expect(received[0]!.headers["content-type"]).toBe("application/json");
    const body = JSON.parse(received[0]!.body) as { text: string; blocks: unknown[] };
    expect(body.text).toContain("Search clicks fell on greenleaf.example");
    expect(body.text).toContain(LINK);
    expect(blockText(body.blocks)).toContain("*Search clicks fell on greenleaf.example*");
    expect(blockText(body.blocks)).toContain(LINK);
  });

  it("rejects with a clear message when the receiver answers with an error", async () => {
    status = 500;
    await expect(
      postWebhook(`http://${host}/hook`, { text: "x" }, { allowHosts: [host] }),
    ).rejects.toThrow(new Error("The webhook answered 500."));
    expect(received).toHaveLength(1);
  });

  it("refuses a loopback https URL that is not allow-listed without sending anything", async () => {
    const error: unknown = await postWebhook(
      `https://${host}/hook`,
      { text: "x" },
      {
        allowHosts: [],
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SafeFetchError);
    expect((error as SafeFetchError).code).toBe("forbidden_address");
    expect(received).toEqual([]);
  });

  it("refuses a plain http URL whose host is not allow-listed", async () => {
    const error: unknown = await postWebhook(
      `http://${host}/hook`,
      { text: "x" },
      {
        allowHosts: [],
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SafeFetchError);
    expect((error as SafeFetchError).message).toMatch(/https:\/\//);
    expect(received).toEqual([]);
  });

  it("refuses the cloud metadata address", async () => {
    const error: unknown = await postWebhook(
      "https://169.254.169.254/latest/",
      { text: "x" },
      {
        allowHosts: [],
        timeoutMs: 1000,
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SafeFetchError);
    expect((error as SafeFetchError).code).toBe("forbidden_address");
  });
});
