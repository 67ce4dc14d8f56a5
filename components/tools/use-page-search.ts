"use client";

import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
};

/**
 * The page's query string as the browser has it: "" on the server and while hydrating, then the
 * real one. A free tool reads its shared link (?url=…) with it rather than `useSearchParams`, which
 * would make Next render the widget in the browser only, replacing the server's form and losing
 * what a visitor typed, or the submit they pressed, before hydration. Key the widget on the query
 * when it holds a shared link, so the link's values start the widget over after hydration.
 */
export function usePageSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
}
