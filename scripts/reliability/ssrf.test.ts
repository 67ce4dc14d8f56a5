import { outcomeForUnreachable } from "@/lib/tools/robots-txt/fetch-status";
import { attackUrls, verdictOf } from "./ssrf";

const shaped = (code: string) => JSON.stringify({ error: { code, message: "m" } });
const row = (httpStatus: number | null, error: string | null) =>
  `${JSON.stringify({ type: "result", index: 0, result: { page: "p", httpStatus, verdict: "error", error } })}\n`;

describe("verdictOf", () => {
  it("counts the guard's and the schema's refusals as refused", () => {
    expect(verdictOf(403, shaped("forbidden_address")).verdict).toBe("refused");
    expect(verdictOf(400, shaped("invalid_url")).verdict).toBe("refused");
    expect(verdictOf(400, shaped("invalid_input")).verdict).toBe("refused");
  });

  it("counts a failed connection or a read page as a leak", () => {
    expect(verdictOf(502, shaped("connection_failed")).verdict).toBe("attempted");
    expect(verdictOf(415, shaped("not_html")).verdict).toBe("attempted");
    expect(verdictOf(200, JSON.stringify({ title: "Rankwell" })).verdict).toBe("fetched");
  });

  it("reads the backlink checker's rows", () => {
    const forbidden =
      "That address points to a private or local network, which Rankwell cannot fetch.";
    expect(verdictOf(200, row(null, forbidden)).verdict).toBe("refused");
    expect(verdictOf(200, row(200, null)).verdict).toBe("fetched");
    expect(verdictOf(200, row(null, "127.0.0.1 refused the connection.")).verdict).toBe(
      "attempted",
    );
  });

  it("reads the sitemap check's and the robots.txt tester's reports", () => {
    expect(verdictOf(200, JSON.stringify({ problem: { code: "refused" } })).verdict).toBe(
      "refused",
    );
    const sitemap = { problem: { code: "unreachable", message: "Could not reach 10.0.0.1." } };
    expect(verdictOf(200, JSON.stringify(sitemap)).verdict).toBe("attempted");
    const robots = { source: { status: null }, outcome: outcomeForUnreachable("It timed out.") };
    expect(verdictOf(200, JSON.stringify(robots)).verdict).toBe("attempted");
  });
});

describe("attackUrls", () => {
  it("aims at the live server's own port in many spellings", () => {
    const urls = attackUrls(3361);
    expect(urls.filter((u) => u.includes(":3361")).length).toBeGreaterThanOrEqual(20);
    expect(urls).toContain("http://169.254.169.254/latest/meta-data/");
  });
});
