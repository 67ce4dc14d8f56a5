import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { alertFixture } from "@/tests/support/alert-fixture";
import { alertEmail, createMailer, DEFAULT_MAIL_FROM, type OutboxMail } from "./mail";

const ORIGIN = "https://rankwell.example";
const FROM = "Rankwell <alerts@rankwell.example>";

const alert = alertFixture;

// Mail bodies are sent quoted-printable; undoing soft line breaks and =XX escapes gives the text
// back, so links and escaped names can be looked for whole, wherever the encoder wrapped them.
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

describe("alertEmail", () => {
  it("names the alert in the subject when there is one", () => {
    expect(alertEmail([alert()], ORIGIN).subject).toBe(
      "Rankwell alert: Search clicks fell on greenleaf.example",
    );
  });

  it("counts the alerts in the subject when there are several, and lists each", () => {
    const alerts = [
      alert(),
      alert({ id: "alert-2", title: "Search impressions fell on greenleaf.example" }),
      alert({ id: "alert-3", title: "GA4 organic sessions fell on Greenleaf", href: "/app/ga4/" }),
    ];
    const mail = alertEmail(alerts, ORIGIN);
    expect(mail.subject).toBe("Rankwell: 3 new alerts");
    for (const a of alerts) {
      expect(mail.text).toContain(a.title);
      expect(mail.html).toContain(a.title);
      expect(mail.text).toContain(`${ORIGIN}${a.href}`);
    }
  });

  it("gives the day, the message, the formatted figures and an absolute link", () => {
    const { text, html } = alertEmail([alert()], ORIGIN);
    expect(text).toContain("2026-02-27");
    expect(text).toContain("Clicks were far below what this weekday usually brings.");
    expect(text).toContain("Observed 1,234, expected about 5,678.");
    expect(text).toContain(
      "https://rankwell.example/app/search-performance/?project=project-1&start=2026-01-31&end=2026-02-27",
    );
    expect(html).toContain("Observed 1,234, expected about 5,678.");
    expect(html).toContain(
      'href="https://rankwell.example/app/search-performance/?project=project-1&amp;start=2026-01-31&amp;end=2026-02-27"',
    );
  });

  it("gives sitemap errors against the last check's reading", () => {
    const { text } = alertEmail(
      [alert({ metric: "gsc_sitemap_errors", observed: 7, expected: 2 })],
      ORIGIN,
    );
    expect(text).toContain("Observed 7, 2 at the last check.");
  });

  it("leaves out the figures of an alert that has none", () => {
    const { text } = alertEmail(
      [
        alert({
          metric: "google_connection",
          observed: null,
          expected: null,
          href: "/app/settings/#google",
        }),
      ],
      ORIGIN,
    );
    expect(text).not.toContain("Observed");
    expect(text).toContain("https://rankwell.example/app/settings/#google");
  });

  it("escapes user-provided text in the html but keeps it as typed in the plain text", () => {
    const { text, html } = alertEmail(
      [alert({ projectName: `<script>alert("x")</script> & Co`, message: "Clicks <b>fell</b>" })],
      ORIGIN,
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co");
    expect(html).toContain("Clicks &lt;b&gt;fell&lt;/b&gt;");
    expect(text).toContain(`<script>alert("x")</script> & Co`);
  });
});

describe("createMailer over SMTP", () => {
  type Received = { from: string | undefined; to: string[]; raw: string };
  const received: Received[] = [];
  let smtp: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const mailFrom = session.envelope.mailFrom;
          received.push({
            from: mailFrom ? mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
  });

  it("delivers the message to the SMTP server with its sender, recipient, subject and link", async () => {
    const outbox = vi.fn<(mail: OutboxMail) => Promise<void>>();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, outbox });
    const a = alert({ projectName: "Greenleaf <script>alert(1)</script>" });
    const result = await mailer.send({ to: "dana@example.com", ...alertEmail([a], ORIGIN) });

    expect(result.delivered).toBe("smtp");
    expect(result.messageId).toMatch(/^<.+@.+>$/);
    expect(outbox).not.toHaveBeenCalled();
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe("alerts@rankwell.example");
    expect(mail.to).toEqual(["dana@example.com"]);
    expect(mail.raw).toMatch(/^From: Rankwell <alerts@rankwell\.example>\r?$/m);
    expect(mail.raw).toMatch(/^To: dana@example\.com\r?$/m);
    expect(mail.raw).toMatch(
      /^Subject: Rankwell alert: Search clicks fell on greenleaf\.example\r?$/m,
    );
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative/m);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain(`${ORIGIN}${a.href}`);
    expect(body).toContain("Greenleaf &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(body).toContain("Observed 1,234, expected about 5,678.");
  });

  it("sends from the default sender when none is configured", async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outbox: vi.fn() });
    await mailer.send({ to: "dana@example.com", ...alertEmail([alert()], ORIGIN) });
    expect(DEFAULT_MAIL_FROM).toBe("Rankwell <alerts@localhost>");
    expect(received[0]!.from).toBe("alerts@localhost");
    expect(received[0]!.raw).toMatch(/^From: Rankwell <alerts@localhost>\r?$/m);
  });
});

describe("createMailer without an SMTP server", () => {
  it("hands the message with its sender to the outbox", async () => {
    const outbox = vi.fn<(mail: OutboxMail) => Promise<void>>().mockResolvedValue();
    const mailer = createMailer({ from: FROM, outbox });
    const message = { to: "dana@example.com", ...alertEmail([alert()], ORIGIN) };
    expect(await mailer.send(message)).toEqual({ delivered: "outbox", messageId: null });
    expect(outbox).toHaveBeenCalledExactlyOnceWith({ ...message, from: FROM });
  });

  it("fails when the outbox cannot keep the message", async () => {
    const outbox = vi.fn(async () => {
      throw new Error("database is down");
    });
    const mailer = createMailer({ outbox });
    await expect(
      mailer.send({ to: "dana@example.com", ...alertEmail([alert()], ORIGIN) }),
    ).rejects.toThrow("database is down");
  });
});

describe("createMailer with a dead SMTP server", () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  let silentPort = 0;
  let closedPort = 0;

  beforeAll(async () => {
    // Accepts connections and never says a word, like a hung server.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    silentPort = (silent.address() as AddressInfo).port;
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  const send = (smtpUrl: string) => {
    const outbox = vi.fn<(mail: OutboxMail) => Promise<void>>();
    const mailer = createMailer({ smtpUrl, outbox, timeoutMs: 300 });
    const sent = mailer.send({ to: "dana@example.com", ...alertEmail([alert()], ORIGIN) });
    return { sent, outbox };
  };

  it("rejects when nothing listens on the port", async () => {
    const { sent, outbox } = send(`smtp://127.0.0.1:${closedPort}`);
    await expect(sent).rejects.toThrow(/ECONNREFUSED|connect/i);
    expect(outbox).not.toHaveBeenCalled();
  });

  it("gives up on a server that never greets within the timeout instead of hanging", async () => {
    const started = Date.now();
    const { sent, outbox } = send(`smtp://127.0.0.1:${silentPort}`);
    await expect(sent).rejects.toThrow(/greeting|timeout/i);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(outbox).not.toHaveBeenCalled();
  });
});
