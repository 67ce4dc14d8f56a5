/** Where the chosen theme is kept, the themes there are, and the one used until a visitor picks. */
export const THEME_STORAGE_KEY = "theme";
export const THEMES = ["light", "dark"];
export const DEFAULT_THEME = "light";

/**
 * Puts the stored theme on <html> before first paint, as next-themes' own script would. Ours is fixed
 * text, so the per-request pages' Content-Security-Policy allows it by its hash; next-themes builds its
 * script from its bundled code, whose text changes with the build.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==="dark"?"dark":"light",e=document.documentElement;e.classList.remove("light","dark");e.classList.add(t);e.style.colorScheme=t}catch(_){}`;
