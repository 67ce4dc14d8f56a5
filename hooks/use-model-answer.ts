"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import {
  answerError,
  endAnswer,
  IDLE_ANSWER,
  reduceAnswer,
  STREAMING_ANSWER,
  type ModelAnswer,
} from "@/lib/ai/answer-state";
import { streamAnswer } from "@/lib/query/answer-stream";

/**
 * One streamed answer of the language model at a time: `ask` starts one (stopping the one before),
 * `stop` aborts it and keeps what was written.
 */
export function useModelAnswer() {
  const [answer, setAnswer] = useState<ModelAnswer>(IDLE_ANSWER);
  const current = useRef<AbortController | null>(null);

  const ask = useCallback(async (path: string, body: unknown) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setAnswer(STREAMING_ANSWER);
    try {
      await streamAnswer(path, body, controller.signal, (event) =>
        setAnswer((previous) => reduceAnswer(previous, event)),
      );
      if (!controller.signal.aborted) setAnswer(endAnswer);
    } catch (error) {
      if (controller.signal.aborted) return;
      setAnswer((previous) => ({ ...previous, status: "error", error: answerError(error) }));
    }
  }, []);

  const stop = useCallback(() => {
    current.current?.abort();
    setAnswer((previous) =>
      previous.status === "streaming" ? { ...previous, status: "stopped" } : previous,
    );
  }, []);

  useEffect(() => () => current.current?.abort(), []);

  return { answer, ask, stop };
}
