"use client";

import { Moon, Sun } from "lucide-react";
import { useTheme } from "next-themes";
import { iconButtonClass } from "@/components/marketing/header-classes";

export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  return (
    <button
      type="button"
      className={iconButtonClass}
      aria-label="Toggle dark mode"
      data-testid="theme-toggle"
      onClick={() => setTheme(resolvedTheme === "dark" ? "light" : "dark")}
    >
      {/* Both icons render and CSS picks one, so the server markup needs no theme knowledge. */}
      <Sun className="hidden dark:block" aria-hidden />
      <Moon className="block dark:hidden" aria-hidden />
    </button>
  );
}
