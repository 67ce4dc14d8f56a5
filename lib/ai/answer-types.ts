// The events of a streamed language-model answer (lib/ai/answer.ts), as the browser reads them.

export type AnswerError = { status: number; code: string; message: string };

export type AnswerEvent =
  /** Checked text to append to the answer. */
  | { type: "text"; text: string }
  /** The model looked something up. */
  | { type: "tool"; name: string; label: string }
  /** The model wrote a figure that is in none of its sources: Rankwell's text replaces the answer. */
  | { type: "rejected"; figure: string; fallback: string[] }
  /** The model failed (catalogue code and message): Rankwell's text is the answer. */
  | { type: "error"; error: AnswerError; fallback: string[] }
  | { type: "done" };
