/** Up to two letters for an avatar without a picture: "Dana Demo" → "DD", "alex@agency.dev" → "A". */
export function initialsOf(nameOrEmail: string): string {
  const words = nameOrEmail
    .split("@")[0]!
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words.slice(0, 1);
  return letters.map((word) => [...word][0]!.toUpperCase()).join("") || "?";
}
