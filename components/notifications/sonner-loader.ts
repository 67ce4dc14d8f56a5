// sonner (its toast store, Toaster and styles) loads with the first toast rather than with every
// dashboard page: the pages' first load carries no notification code until one is shown.

type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | null = null;
const wantedListeners = new Set<() => void>();

/** sonner, loaded by the first call. */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of wantedListeners) listener();
    wantedListeners.clear();
  }
  return sonner;
}

/**
 * Calls `listener` once the first toast has asked for sonner (at once if one already has), so a
 * LazyToaster can mount sonner's Toaster then. sonner's Toaster shows the toasts made before it
 * subscribed, so none is lost meanwhile. Returns the undo.
 */
export function whenSonnerWanted(listener: () => void): () => void {
  if (sonner) {
    listener();
    return () => undefined;
  }
  wantedListeners.add(listener);
  return () => {
    wantedListeners.delete(listener);
  };
}
