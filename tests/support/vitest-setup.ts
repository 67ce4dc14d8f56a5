import "@testing-library/jest-dom/vitest";
import ResizeObserverPolyfill from "resize-observer-polyfill";

// jsdom has no ResizeObserver, which Radix's positioned content (tooltips, popovers) measures with
// as soon as it opens: a tooltip opening during a test would throw from a layout effect.
if (typeof window !== "undefined") globalThis.ResizeObserver ??= ResizeObserverPolyfill;
