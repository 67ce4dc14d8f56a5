import { CONTENT_STATUSES } from "./types";
import {
  applyWorkflow,
  NEEDS_PUBLISH_DATE,
  NEEDS_URL,
  NEW_ITEM,
  stepsBetween,
  type WorkflowState,
} from "./workflow";

const clock = { today: "2026-03-01", now: "2026-03-01T10:00:00.000Z" };
const URL = "https://www.greenleaf.example/seeds/";

const item = (patch: Partial<WorkflowState> = {}): WorkflowState => ({ ...NEW_ITEM, ...patch });

describe("the content workflow", () => {
  it("orders the statuses from idea to published", () => {
    expect(CONTENT_STATUSES).toEqual([
      "idea",
      "brief",
      "writing",
      "review",
      "scheduled",
      "published",
    ]);
    expect(stepsBetween("idea", "review")).toBe(3);
    expect(stepsBetween("published", "writing")).toBe(-3);
  });

  it("moves forward one or more steps and back any number", () => {
    for (const [from, to] of [
      ["idea", "brief"],
      ["idea", "review"],
      ["review", "idea"],
      ["writing", "brief"],
    ] as const) {
      const result = applyWorkflow(item({ status: from }), { status: to }, clock);
      expect(result).toMatchObject({ ok: true, state: { status: to } });
    }
  });

  it("refuses to schedule an item without a publish date, and to clear the date of a scheduled one", () => {
    expect(applyWorkflow(item({ status: "review" }), { status: "scheduled" }, clock)).toEqual({
      ok: false,
      message: NEEDS_PUBLISH_DATE,
    });
    const scheduled = item({ status: "scheduled", publishDate: "2026-03-10" });
    expect(applyWorkflow(scheduled, { publishDate: null }, clock).ok).toBe(false);
    const moved = applyWorkflow(
      item({ status: "review" }),
      { status: "scheduled", publishDate: "2026-03-10" },
      clock,
    );
    expect(moved).toMatchObject({
      ok: true,
      state: { status: "scheduled", publishDate: "2026-03-10" },
    });
  });

  it("refuses to publish an item without its URL, and to remove the URL of a published one", () => {
    expect(applyWorkflow(item({ status: "review" }), { status: "published" }, clock)).toEqual({
      ok: false,
      message: NEEDS_URL,
    });
    const published = item({
      status: "published",
      targetUrl: URL,
      publishDate: "2026-02-01",
      publishedAt: "2026-02-01T09:00:00.000Z",
    });
    expect(applyWorkflow(published, { targetUrl: null }, clock)).toEqual({
      ok: false,
      message: NEEDS_URL,
    });
  });

  it("sets the publish day and instant when an item is published without them", () => {
    const result = applyWorkflow(
      item({ status: "review", targetUrl: URL }),
      { status: "published" },
      clock,
    );
    expect(result).toEqual({
      ok: true,
      state: {
        status: "published",
        targetUrl: URL,
        publishDate: "2026-03-01",
        publishedAt: clock.now,
      },
    });
  });

  it("keeps a past publish date, and makes a planned future one today when the item goes live early", () => {
    const past = applyWorkflow(
      item({ status: "writing", targetUrl: URL, publishDate: "2026-02-20" }),
      { status: "published" },
      clock,
    );
    expect(past).toMatchObject({ ok: true, state: { publishDate: "2026-02-20" } });
    const early = applyWorkflow(
      item({ status: "scheduled", targetUrl: URL, publishDate: "2026-03-15" }),
      { status: "published" },
      clock,
    );
    expect(early).toMatchObject({ ok: true, state: { publishDate: "2026-03-01" } });
  });

  it("refuses a future publish date sent with the move to published, or to a published item", () => {
    const refused = applyWorkflow(
      item({ status: "scheduled", targetUrl: URL, publishDate: "2026-03-15" }),
      { status: "published", publishDate: "2026-03-20" },
      clock,
    );
    expect(refused).toMatchObject({
      ok: false,
      message: expect.stringMatching(/on or before today/),
    });
    const published = item({
      status: "published",
      targetUrl: URL,
      publishDate: "2026-02-01",
      publishedAt: clock.now,
    });
    expect(applyWorkflow(published, { publishDate: "2026-04-01" }, clock).ok).toBe(false);
    expect(applyWorkflow(published, { publishDate: "2026-01-20" }, clock)).toMatchObject({
      ok: true,
      state: { publishDate: "2026-01-20" },
    });
  });

  it("keeps published_at while an item stays published, and clears it when it leaves", () => {
    const published = item({
      status: "published",
      targetUrl: URL,
      publishDate: "2026-02-01",
      publishedAt: "2026-02-01T09:00:00.000Z",
    });
    expect(applyWorkflow(published, { targetUrl: `${URL}v2/` }, clock)).toMatchObject({
      ok: true,
      state: { publishedAt: "2026-02-01T09:00:00.000Z" },
    });
    expect(applyWorkflow(published, { status: "writing" }, clock)).toEqual({
      ok: true,
      state: { status: "writing", targetUrl: URL, publishDate: "2026-02-01", publishedAt: null },
    });
  });

  it("starts a new item from an empty idea, so a create follows the same rules", () => {
    expect(applyWorkflow(NEW_ITEM, { status: "published" }, clock).ok).toBe(false);
    expect(applyWorkflow(NEW_ITEM, {}, clock)).toEqual({ ok: true, state: NEW_ITEM });
  });
});
