"use client";

import { useState, type FormEvent } from "react";
import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { useModelAnswer } from "@/hooks/use-model-answer";
import { shownText, type ModelAnswer } from "@/lib/ai/answer-state";
import { CHAT_LIMITS } from "@/lib/ai-insights/limits";
import type { AiInsightsRequest, ChatMessage } from "@/lib/ai-insights/schemas";
import { LookedUp, ReplacedNote, Writing } from "./answer-parts";

const SUGGESTIONS = [
  "Why did clicks change?",
  "Which opportunities are worth the most?",
  "Which pages lost the most clicks?",
];

type Turn = { question: string; answer: ModelAnswer };

function Answer({ answer, model }: { answer: ModelAnswer; model: string }) {
  const own = answer.status === "rejected" || (answer.status === "error" && !answer.text);
  const text = shownText(answer);
  return (
    <div className="grid gap-2" data-testid="chat-answer" data-status={answer.status}>
      <LookedUp answer={answer} />
      <ReplacedNote answer={answer} model={model} />
      {text ? (
        <p
          className="leading-relaxed wrap-anywhere whitespace-pre-line"
          data-writer={own ? "rankwell" : "model"}
        >
          {text}
        </p>
      ) : null}
      {answer.status === "stopped" ? (
        <p className="text-sm text-muted-foreground">Stopped.</p>
      ) : null}
    </div>
  );
}

/** Questions about the property's data, answered by the model through Rankwell's analyses. */
export function ModelChat({ model, request }: { model: string; request: AiInsightsRequest }) {
  const { answer, ask, stop } = useModelAnswer();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [question, setQuestion] = useState("");
  const streaming = answer.status === "streaming";
  // The turn being answered is the last one; its answer is the live one.
  const shown = turns.map((t, i) => (i === turns.length - 1 ? { ...t, answer } : t));

  function send(text: string) {
    const q = text.trim();
    if (!q || streaming) return;
    const history: ChatMessage[] = shown.flatMap((t) => {
      const said = shownText(t.answer);
      return said
        ? [
            { role: "user" as const, text: t.question },
            { role: "assistant" as const, text: said.slice(0, CHAT_LIMITS.messageChars) },
          ]
        : [];
    });
    const messages = [...history, { role: "user" as const, text: q }].slice(-CHAT_LIMITS.messages);
    setTurns([...shown, { question: q, answer }]);
    setQuestion("");
    void ask("/api/ai/chat/", { ...request, messages });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send(question);
  }

  return (
    <div className="grid gap-4">
      {shown.length === 0 ? (
        <div className="flex flex-wrap gap-2">
          {SUGGESTIONS.map((s) => (
            <Button key={s} type="button" variant="outline" size="sm" onClick={() => send(s)}>
              {s}
            </Button>
          ))}
        </div>
      ) : (
        <ol className="grid gap-5" aria-live="polite">
          {shown.map((t, i) => (
            <li key={i} className="grid gap-2">
              <p className="w-fit max-w-full rounded-lg bg-muted px-3 py-2 font-medium wrap-anywhere">
                {t.question}
              </p>
              <Answer answer={t.answer} model={model} />
            </li>
          ))}
        </ol>
      )}
      {streaming ? <Writing model={model} onStop={stop} /> : null}
      <form onSubmit={onSubmit} className="grid gap-2">
        <label htmlFor="ai-question" className="text-sm font-medium">
          Your question
        </label>
        <Textarea
          id="ai-question"
          value={question}
          maxLength={CHAT_LIMITS.questionChars}
          rows={2}
          placeholder="For example: which queries are one push from the top three?"
          onChange={(e) => setQuestion(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send(question);
            }
          }}
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
          <span>
            Answered by {model} from Rankwell&apos;s analyses; every figure is checked against them.
          </span>
          <Button type="submit" size="sm" disabled={streaming || question.trim() === ""}>
            <Send aria-hidden className="size-3.5" />
            Ask
          </Button>
        </div>
      </form>
    </div>
  );
}

/** Where the chat would be: what to set up for it. */
export function ChatSetup() {
  return (
    <p className="text-sm text-muted-foreground">
      Questions about your data are answered by a language model. Set <code>AI_BASE_URL</code>,{" "}
      <code>AI_MODEL</code> and, if the endpoint needs one, <code>AI_API_KEY</code> (any
      OpenAI-compatible endpoint, a local Ollama too), then restart Rankwell. Its answers use
      Rankwell&apos;s own analyses, and any figure that is not in them is refused.
    </p>
  );
}
