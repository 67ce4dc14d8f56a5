"use client";

import { useEffect, type RefObject } from "react";
import { flushSync } from "react-dom";

const CHECKABLE = new Set(["checkbox", "radio"]);

/** Sets a field's property past React's tracker, through the element's prototype. */
function setNative(field: HTMLElement, property: "value" | "checked", value: string | boolean) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, value);
}

/**
 * What the visitor changed, read before any replay: a replayed change renders the form again, which
 * writes every other field back to React's state.
 */
function typedChanges(fields: readonly Element[]): (() => void)[] {
  const replays: (() => void)[] = [];
  for (const field of fields) {
    if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) {
      // A radio or box the visitor ticked: React listens to its click.
      if (!field.checked || field.defaultChecked) continue;
      replays.push(() => {
        field.checked = false;
        setNative(field, "checked", true);
        field.dispatchEvent(new MouseEvent("click", { bubbles: true }));
      });
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      const typed = field.value;
      if (typed === field.defaultValue) continue;
      // React fires onChange only when the DOM differs from the value it last saw through the
      // element's own setter: the server's value goes through it, the typed one past it.
      replays.push(() => {
        field.value = field.defaultValue;
        setNative(field, "value", typed);
        field.dispatchEvent(new Event("input", { bubbles: true }));
      });
    } else if (field instanceof HTMLSelectElement) {
      const options = Array.from(field.options);
      if (options.every((option) => option.selected === option.defaultSelected)) continue;
      const chosen = field.value;
      replays.push(() => {
        field.value = chosen;
        field.dispatchEvent(new Event("change", { bubbles: true }));
      });
    }
  }
  return replays;
}

/**
 * A free tool's page is static HTML, so a visitor can type into its form before React hydrates it.
 * `root` holds the form's fields (a form, or the element around a form and fields outside it).
 * React then keeps the server's (empty) state, and its next render writes it back over the typed
 * text. Once hydrated, this hands each field the visitor changed to the form's own onChange, as if
 * typed now. Written by hand: React 19 has no option for it and no maintained library does it.
 */
export function useAdoptTypedInput(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const fields = root.current?.querySelectorAll("input, textarea, select") ?? [];
    const replays = typedChanges(Array.from(fields));
    if (replays.length === 0) return;
    // Each change rendered before the next: a form's onChange builds its next values from the last
    // render's. Outside the effect, where React may flush synchronously.
    const timer = setTimeout(() => replays.forEach((replay) => flushSync(replay)));
    return () => clearTimeout(timer);
    // Once, on the first commit in the browser: later changes are React's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
