import { THEME_SCRIPT } from "@/lib/theme";

/** The stored theme, applied before first paint; allowed by its hash (lib/security/headers.ts). */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />;
}
