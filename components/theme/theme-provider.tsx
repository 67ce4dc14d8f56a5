"use client";

import { ThemeProvider as NextThemesProvider } from "next-themes";

/** Light or dark, light by default, kept in localStorage under "theme" and applied before paint. */
export function ThemeProvider({ children }: { children: React.ReactNode }) {
  return (
    <NextThemesProvider
      attribute="class"
      defaultTheme="light"
      enableSystem={false}
      storageKey="theme"
      themes={["light", "dark"]}
      disableTransitionOnChange
    >
      {children}
    </NextThemesProvider>
  );
}
