import "server-only";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { env, type Env } from "@/lib/env";

// The optional language model of AI Insights: any OpenAI-compatible endpoint, reached with the `ai`
// SDK's provider. Without AI_BASE_URL and AI_MODEL there is none, and Rankwell writes its own text.

export type ConfiguredModel = { name: string; model: LanguageModel };

/** The model the settings name, or null when none is configured. */
export function configuredModel(e: Pick<Env, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL"> = env) {
  if (!e.AI_BASE_URL || !e.AI_MODEL) return null;
  const provider = createOpenAICompatible({
    name: "model",
    baseURL: e.AI_BASE_URL.replace(/\/+$/, ""),
    // A local Ollama needs no key; the provider then sends no Authorization header.
    ...(e.AI_API_KEY ? { apiKey: e.AI_API_KEY } : {}),
    includeUsage: true,
  });
  return { name: e.AI_MODEL, model: provider.chatModel(e.AI_MODEL) } satisfies ConfiguredModel;
}

/** What the page may know of the model: its name, never its address or key. */
export const configuredModelName = (e: Pick<Env, "AI_BASE_URL" | "AI_MODEL"> = env) =>
  e.AI_BASE_URL && e.AI_MODEL ? e.AI_MODEL : null;
