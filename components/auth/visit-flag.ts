"use client";

import { useSyncExternalStore } from "react";
import { isReturningUser } from "@/lib/auth/local-keys";

// The visit flag lives in localStorage, which the server cannot read: until hydration it is unknown.
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** Tells the mounted components that this tab changed the visit flags (storage events only reach other tabs). */
export function notifyVisitChanged(): void {
  listeners.forEach((listener) => listener());
}

/** True or false once known in the browser; null during the server render and hydration. */
export function useReturningVisitor(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => isReturningUser(window.localStorage),
    () => null,
  );
}
