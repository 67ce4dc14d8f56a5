"use client";

import { useCallback, useEffect, useRef } from "react";

/** A fresh AbortSignal per call that aborts the previous one, and the last one on unmount. */
export function useLatestSignal(): () => AbortSignal {
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  return useCallback(() => {
    current.current?.abort();
    current.current = new AbortController();
    return current.current.signal;
  }, []);
}
