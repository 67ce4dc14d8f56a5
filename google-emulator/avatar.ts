import { findDemoAccount, initialsOf } from "./accounts";

// Backgrounds dark enough for white initials to pass WCAG AA at any size (contrast ≥ 4.5:1).
const COLOURS = [
  "#0b57d0",
  "#146c2e",
  "#8c1d18",
  "#6e3fa3",
  "#8a4a00",
  "#00677d",
  "#b3261e",
  "#3c4043",
];

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function colourFor(id: string): string {
  let sum = 0;
  for (const char of id) sum = (sum * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[sum % COLOURS.length] ?? "#3c4043";
}

/** A round avatar with the account's initials, like Google's default profile picture. */
export function avatarSvg(id: string, name?: string | null): string {
  const label = findDemoAccount(id)?.name ?? name?.trim().slice(0, 100) ?? "";
  const initials = escapeXml(initialsOf(label));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(label || "Account")}">`,
    `<circle cx="48" cy="48" r="48" fill="${colourFor(id)}"/>`,
    `<text x="48" y="49" dominant-baseline="central" text-anchor="middle" fill="#ffffff" font-family="Roboto, Arial, sans-serif" font-size="38" font-weight="500">${initials}</text>`,
    "</svg>",
  ].join("");
}
