// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { THEME_SCRIPT } from "./theme";

const html = document.documentElement;
const run = () => new Function(THEME_SCRIPT)();

beforeEach(() => {
  localStorage.clear();
  html.className = "";
  html.style.colorScheme = "";
  vi.restoreAllMocks();
});

describe("THEME_SCRIPT", () => {
  it("applies a stored dark theme, class and colour scheme", () => {
    localStorage.setItem("theme", "dark");
    run();
    expect(html.className).toBe("dark");
    expect(html.style.colorScheme).toBe("dark");
  });

  it.each([null, "light", "purple"])("falls back to light for %s", (stored) => {
    if (stored) localStorage.setItem("theme", stored);
    html.classList.add("dark");
    run();
    expect(html.className).toBe("light");
    expect(html.style.colorScheme).toBe("light");
  });

  it("leaves the page alone when storage cannot be read", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    expect(run).not.toThrow();
    expect(html.className).toBe("");
  });
});
