import { createHash } from "node:crypto";
import { EMULATOR_PATHS } from "./paths";

export type EmulatorAccount = {
  id: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
};

/** Everyone can sign in as these without a Google account; their ids are fixed on purpose. */
export const DEMO_ACCOUNTS: readonly EmulatorAccount[] = [
  {
    id: "104857600000000000001",
    email: "dana@demo.rankwell.dev",
    name: "Dana Demo",
    givenName: "Dana",
    familyName: "Demo",
  },
  {
    id: "104857600000000000002",
    email: "alex@agency.rankwell.dev",
    name: "Alex Agency",
    givenName: "Alex",
    familyName: "Agency",
  },
];

export function findDemoAccount(id: string): EmulatorAccount | undefined {
  return DEMO_ACCOUNTS.find((account) => account.id === id);
}

function splitName(name: string): { givenName: string; familyName: string } {
  const [givenName = "", ...rest] = name.trim().split(/\s+/);
  return { givenName, familyName: rest.join(" ") };
}

/** A 21-digit id like Google's, the same for an address every time. */
export function accountIdFor(email: string): string {
  const hash = createHash("sha256").update(email.trim().toLowerCase()).digest();
  const digits = (hash.readBigUInt64BE(0) % 10n ** 20n).toString().padStart(20, "0");
  return `1${digits}`;
}

/** "Use another account": a demo account when the address is one, else an account made up on the spot. */
export function adHocAccount(email: string, name: string): EmulatorAccount {
  const address = email.trim().toLowerCase();
  const demo = DEMO_ACCOUNTS.find((account) => account.email === address);
  if (demo) return demo;
  const fullName = name.trim().replace(/\s+/g, " ");
  return { id: accountIdFor(address), email: address, name: fullName, ...splitName(fullName) };
}

/** Rebuilds an account from token claims (ad-hoc accounts exist only inside their tokens). */
export function accountFromClaims(claims: {
  sub: string;
  email: string;
  name: string;
}): EmulatorAccount {
  return (
    findDemoAccount(claims.sub) ?? {
      id: claims.sub,
      email: claims.email,
      name: claims.name,
      ...splitName(claims.name),
    }
  );
}

export function initialsOf(name: string): string {
  const { givenName, familyName } = splitName(name);
  const letters = `${[...givenName][0] ?? ""}${[...familyName][0] ?? ""}`.toUpperCase();
  return letters || "?";
}

/** The picture URL that userinfo reports; ad-hoc accounts carry their name for the initials. */
export function avatarUrl(base: string, account: EmulatorAccount): string {
  const url = new URL(`${base}/${EMULATOR_PATHS.avatar}/${account.id}.svg`);
  if (!findDemoAccount(account.id)) url.searchParams.set("name", account.name);
  return url.toString();
}
