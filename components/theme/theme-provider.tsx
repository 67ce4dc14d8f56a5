"use client";

import { ThemeProvider as NextThemesProvider } from "next-themes";
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES } from "@/lib/theme";

// next-themes' own pre-paint script is kept inert (a non-JavaScript type never runs, so no policy
// blocks it): ThemeScript in the root layout does its work with text the policy can hash.
const INERT_SCRIPT = { type: "text/plain" } as const;

/** Light or dark, light by default, kept in localStorage under "theme" and applied before paint. */
export function ThemeProvider({ children }: { children: React.ReactNode }) {
  return (
    <NextThemesProvider
      attribute="class"
      defaultTheme={DEFAULT_THEME}
      enableSystem={false}
      storageKey={THEME_STORAGE_KEY}
      themes={THEMES}
      disableTransitionOnChange
      scriptProps={INERT_SCRIPT}
    >
      {children}
    </NextThemesProvider>
  );
}
