import { describe, expect, it } from "vitest";
import type { AnswerEvent } from "./answer-types";
import { endAnswer, IDLE_ANSWER, reduceAnswer, shownText, STREAMING_ANSWER } from "./answer-state";

const fold = (events: AnswerEvent[]) => events.reduce(reduceAnswer, STREAMING_ANSWER);

describe("reduceAnswer", () => {
  it("appends checked text and names each look-up, and ends done", () => {
    const answer = fold([
      { type: "tool", name: "explain_click_change", label: "Why clicks changed" },
      { type: "text", text: "Clicks fell " },
      { type: "text", text: "473." },
      { type: "done" },
    ]);
    expect(answer).toMatchObject({ status: "done", text: "Clicks fell 473." });
    expect(answer.tools).toEqual([{ name: "explain_click_change", label: "Why clicks changed" }]);
    expect(shownText(answer)).toBe("Clicks fell 473.");
  });

  it("shows Rankwell's text instead once a figure is refused", () => {
    const answer = fold([
      { type: "text", text: "Clicks fell 473. Expect about " },
      { type: "rejected", figure: "12,345", fallback: ["Clicks fell 473.", "Start with X."] },
    ]);
    expect(answer).toMatchObject({ status: "rejected", figure: "12,345" });
    expect(shownText(answer)).toBe("Clicks fell 473. Start with X.");
  });

  it("gives a model failure the catalogue's title and its own message", () => {
    const answer = fold([
      {
        type: "error",
        error: { status: 429, code: "ai_rate_limited", message: "The language model is busy." },
        fallback: ["Rankwell's sentence."],
      },
    ]);
    expect(answer.error).toEqual({
      title: "Rate Limit Reached",
      message: "The language model is busy.",
    });
    expect(shownText(answer)).toBe("Rankwell's sentence.");
  });

  it("calls a stream that ended without its last event cut off", () => {
    const cut = endAnswer(fold([{ type: "text", text: "Clicks" }]));
    expect(cut.status).toBe("error");
    expect(cut.error?.title).toBe("Connection Issue");
    expect(endAnswer(fold([{ type: "done" }])).status).toBe("done");
    expect(endAnswer(IDLE_ANSWER)).toBe(IDLE_ANSWER);
  });
});
