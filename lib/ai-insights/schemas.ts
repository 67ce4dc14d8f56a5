import * as z from "@/lib/zod-mini";
import {
  dateRangeShape,
  projectIdSchema,
  propertyIdSchema,
  startNotAfterEnd,
} from "@/lib/data-api/schemas/common";
import { CHAT_LIMITS } from "./limits";

// The bodies of POST /api/data/ai-insights/ and of the language model's routes, shared with the view.

const rangeSchema = z.object(dateRangeShape).check(startNotAfterEnd());

const periodShape = {
  projectId: projectIdSchema,
  propertyId: propertyIdSchema,
  ...dateRangeShape,
  /** The period the change is measured against, as GSC Insights measures it. */
  compareWith: rangeSchema,
  dataState: z._default(z.enum(["final", "all"]), "final"),
  /** The project's brand terms, which cannibalization leaves out. */
  brandTerms: z._default(
    z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(50)),
    [],
  ),
};

export const aiInsightsRequestSchema = z.object(periodShape).check(startNotAfterEnd());

export type AiInsightsRequest = z.input<typeof aiInsightsRequestSchema>;
export type AiInsightsInput = z.output<typeof aiInsightsRequestSchema>;

const chatMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  text: z.string().check(z.minLength(1), z.maxLength(CHAT_LIMITS.messageChars)),
});

/** POST /api/ai/chat/ — the conversation so far, ending with the user's question. */
export const aiChatRequestSchema = z
  .object({
    ...periodShape,
    messages: z.array(chatMessageSchema).check(
      z.minLength(1, "Ask a question."),
      z.maxLength(CHAT_LIMITS.messages, "The conversation is too long: start a new one."),
      z.refine((messages) => messages.at(-1)?.role === "user", "End with a question."),
      z.refine(
        (messages) => (messages.at(-1)?.text.trim().length ?? 0) <= CHAT_LIMITS.questionChars,
        `Keep a question under ${CHAT_LIMITS.questionChars} characters.`,
      ),
      z.refine((messages) => (messages.at(-1)?.text.trim().length ?? 0) > 0, "Ask a question."),
    ),
  })
  .check(startNotAfterEnd());

export type AiChatRequest = z.input<typeof aiChatRequestSchema>;
export type AiChatInput = z.output<typeof aiChatRequestSchema>;
export type ChatMessage = AiChatInput["messages"][number];
