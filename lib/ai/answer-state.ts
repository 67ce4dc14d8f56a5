import { dataErrorToast } from "@/lib/notifications/catalog";
import type { AnswerEvent } from "./answer-types";

// What the page knows of one streamed answer, folded from its events. Pure, so the page's states
// (writing, written, stopped, replaced, failed) are tested without a browser.

export type AnswerStatus = "idle" | "streaming" | "done" | "stopped" | "rejected" | "error";

export type ModelAnswer = {
  status: AnswerStatus;
  /** The model's checked text so far. */
  text: string;
  /** What the model looked up, in order. */
  tools: { name: string; label: string }[];
  /** The figure the check refused, as the model wrote it. */
  figure: string | null;
  /** Rankwell's own text, shown instead after a refusal or a failure. */
  fallback: string[];
  /** A failure in the catalogue's words. */
  error: { title: string; message: string } | null;
};

export const IDLE_ANSWER: ModelAnswer = {
  status: "idle",
  text: "",
  tools: [],
  figure: null,
  fallback: [],
  error: null,
};

export const STREAMING_ANSWER: ModelAnswer = { ...IDLE_ANSWER, status: "streaming" };

/** The catalogue title of a failure, with the failure's own message (it says what is shown instead). */
export function answerError(error: unknown): { title: string; message: string } {
  const toast = dataErrorToast(error);
  const own = (error as { message?: unknown } | null)?.message;
  return { title: toast.title, message: typeof own === "string" && own ? own : toast.message };
}

export function reduceAnswer(answer: ModelAnswer, event: AnswerEvent): ModelAnswer {
  switch (event.type) {
    case "text":
      return { ...answer, text: answer.text + event.text };
    case "tool":
      return { ...answer, tools: [...answer.tools, { name: event.name, label: event.label }] };
    case "rejected":
      return { ...answer, status: "rejected", figure: event.figure, fallback: event.fallback };
    case "error":
      return {
        ...answer,
        status: "error",
        error: answerError(event.error),
        fallback: event.fallback,
      };
    case "done":
      return { ...answer, status: "done" };
  }
}

/** The stream ended: an answer still streaming without its last event was cut off. */
export function endAnswer(answer: ModelAnswer): ModelAnswer {
  if (answer.status !== "streaming") return answer;
  return {
    ...answer,
    status: "error",
    error: {
      title: "Connection Issue",
      message: "The answer was cut off before it ended. Please try again.",
    },
  };
}

/** The text a reader sees as the answer: the model's, or Rankwell's when it replaced it. */
export const shownText = (answer: ModelAnswer) =>
  answer.status === "rejected" || (answer.status === "error" && !answer.text)
    ? answer.fallback.join(" ")
    : answer.text;
