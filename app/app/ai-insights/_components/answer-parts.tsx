"use client";

import { Loader2, Search, Square } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { ModelAnswer } from "@/lib/ai/answer-state";

// The pieces both the summary and the chat show around a streamed answer.

/** What the model looked up for this answer. */
export function LookedUp({ answer }: { answer: ModelAnswer }) {
  if (answer.tools.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2 text-xs text-muted-foreground" aria-label="Looked up">
      {answer.tools.map((t, i) => (
        <li
          key={`${t.name}-${i}`}
          data-tool={t.name}
          className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5"
        >
          <Search aria-hidden className="size-3" />
          Looked up: {t.label}
        </li>
      ))}
    </ul>
  );
}

/** "Writing…" with a Stop button while the answer streams. */
export function Writing({ model, onStop }: { model: string; onStop: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
      <span className="inline-flex items-center gap-2" role="status">
        <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
        {model} is writing…
      </span>
      <Button type="button" variant="outline" size="sm" onClick={onStop}>
        <Square aria-hidden className="size-3.5" />
        Stop
      </Button>
    </div>
  );
}

/** Why the model's text is not shown: a figure that is not in the data, or a failure. */
export function ReplacedNote({ answer, model }: { answer: ModelAnswer; model: string }) {
  if (answer.status === "rejected") {
    return (
      <Alert data-testid="model-rejected">
        <AlertTitle>Rankwell held back {model}&apos;s text</AlertTitle>
        <AlertDescription>
          It gave the figure {answer.figure}, which is not in your data or in what it looked up.
          This is Rankwell&apos;s own text from the same findings.
        </AlertDescription>
      </Alert>
    );
  }
  if (answer.status === "error" && answer.error) {
    return (
      <Alert variant="destructive" data-testid="model-error">
        <AlertTitle>{answer.error.title}</AlertTitle>
        <AlertDescription>{answer.error.message}</AlertDescription>
      </Alert>
    );
  }
  return null;
}
