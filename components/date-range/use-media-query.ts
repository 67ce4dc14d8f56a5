"use client";

import { useSyncExternalStore } from "react";

// Without matchMedia (the server render, jsdom) the query counts as matching: the wide layout.
function matches(query: string): boolean {
  return typeof window.matchMedia === "function" ? window.matchMedia(query).matches : true;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => matches(query),
    () => true,
  );
}
