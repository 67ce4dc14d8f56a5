import { describe, expect, it } from "vitest";
import { isSidebarOpen, isSidebarShortcut, sidebarCookie } from "./sidebar-state";

const key = (init: Partial<KeyboardEvent>) => ({
  key: "b",
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...init,
});

describe("sidebar state", () => {
  it("is expanded unless the cookie says it was collapsed", () => {
    expect(isSidebarOpen(undefined)).toBe(true);
    expect(isSidebarOpen("true")).toBe(true);
    expect(isSidebarOpen("false")).toBe(false);
  });

  it("keeps the cookie for 7 days on the whole site", () => {
    expect(sidebarCookie(false)).toBe("sidebar_state=false; path=/; max-age=604800; samesite=lax");
  });

  it("toggles with Ctrl+B and Cmd+B only", () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ metaKey: true, key: "B" }))).toBe(true);
    expect(isSidebarShortcut(key({}))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, key: "c" }))).toBe(false);
  });
});
