import type { Verdict } from "@/lib/tools/robots-txt/tester";

/** Why a URL got its verdict, in words (the deciding line itself is shown next to it). */
export function reasonText(verdict: Verdict): string {
  switch (verdict.reason) {
    case "rule":
      return verdict.rule?.derived
        ? `Google reads this index.html rule as ${verdict.rule.pattern} too, and it is the longest match.`
        : "The longest matching rule decides; an allow rule wins a tie.";
    case "no-matching-rule":
      return "No rule in the group matches, so the URL is allowed.";
    case "no-group":
      return "No group applies to this crawler, so the URL is allowed.";
    case "robots-txt":
      return "robots.txt itself is always allowed.";
    case "no-robots-txt":
      return "There is no usable robots.txt, so every URL is allowed.";
    case "unreachable":
      return "robots.txt could not be read, so every URL is blocked for now.";
  }
}

/** The few words shown for the RFC 9309 reading when no rule decided it. */
export function shortReason(verdict: Verdict): string | null {
  if (verdict.reason === "no-matching-rule") return "no rule matches";
  if (verdict.reason === "no-group") return "no group applies";
  return null;
}
