// RFC 9309 read strictly: "key: value" lines with the exact key names, a user-agent value that is
// the product token itself, every matching group merged (else every `*` group), and paths compared
// after percent-encoding normalisation (unreserved characters decoded, as the RFC's §2.2.2 asks).
import { asciiTrim, linesOf, textToBinary, type RobotsInput } from "./lines";
import { GroupBuilder, compileRules, type Group, type RuleSet } from "./rules";
import { pathOfUrl } from "./pattern";

export type RfcChoice = { kind: "specific" | "global" | "none"; groups: Group[] };

const KEYS = new Set(["user-agent", "allow", "disallow"]);
const UNRESERVED = /[A-Za-z0-9\-._~]/;
const HEX = "0123456789ABCDEF";

/** Non-ASCII bytes as %XX, %xx upper-cased, and escapes of unreserved characters decoded. */
export function normaliseRfc(bin: string): string {
  let out = "";
  for (let i = 0; i < bin.length; i++) {
    const c = bin[i]!;
    const code = c.charCodeAt(0);
    if (c === "%" && /^[0-9a-fA-F]{2}$/.test(bin.slice(i + 1, i + 3))) {
      const decoded = String.fromCharCode(parseInt(bin.slice(i + 1, i + 3), 16));
      out += UNRESERVED.test(decoded) ? decoded : `%${bin.slice(i + 1, i + 3).toUpperCase()}`;
      i += 2;
    } else if (code >= 0x80) {
      out += `%${HEX[code >> 4]}${HEX[code & 15]}`;
    } else {
      out += c;
    }
  }
  return out;
}

export function parseForRfc(robotsTxt: RobotsInput): Group[] {
  const builder = new GroupBuilder();
  for (const raw of linesOf(robotsTxt)) {
    const hash = raw.bytes.indexOf("#");
    const line = hash === -1 ? raw.bytes : raw.bytes.slice(0, hash);
    const colon = line.indexOf(":");
    if (colon === -1) continue;
    const key = asciiTrim(line.slice(0, colon)).toLowerCase();
    const value = asciiTrim(line.slice(colon + 1));
    if (!KEYS.has(key)) continue;
    if (key === "user-agent") builder.userAgent(raw.number, value === "*" ? null : value, value);
    else builder.rule({ allow: key === "allow", pattern: normaliseRfc(value), line: raw.number });
  }
  return builder.groups;
}

export function chooseRfcGroups(groups: Group[], agent: string): RfcChoice {
  const token = agent.toLowerCase();
  const specific = groups.filter((g) => g.agents.includes(token));
  if (specific.length > 0) return { kind: "specific", groups: specific };
  const global = groups.filter((g) => g.global);
  return global.length > 0 ? { kind: "global", groups: global } : { kind: "none", groups: [] };
}

export function compileRfcChoice(choice: RfcChoice): RuleSet {
  return compileRules(choice.groups.flatMap((g) => g.rules));
}

export function rfcPath(url: string): string {
  return normaliseRfc(textToBinary(pathOfUrl(url)));
}

export function rfcAllowed(robotsTxt: string, agent: string, url: string): boolean {
  const rule = compileRfcChoice(chooseRfcGroups(parseForRfc(robotsTxt), agent)).decide(
    rfcPath(url),
  );
  return rule === null || rule.allow;
}
