// Business Profile accounts as Account Management v1 describes them (google-apis.md §4.1): the
// caller's personal account first (everyone has one), then the groups the world gives them.
import type { EmulatorAccount } from "../accounts";
import { worldFor, type AccountWorld, type GbpAccount, type GbpLocation } from "./catalog";
import { hash32 } from "./ga4-noise";

export type AccountRecord = {
  name: string;
  accountName: string;
  type: GbpAccount["type"];
  role?: NonNullable<GbpAccount["role"]>;
  verificationState: "VERIFIED" | "UNVERIFIED";
  vettedState: "NOT_VETTED";
  accountNumber?: string;
  permissionLevel?: "OWNER_LEVEL" | "MEMBER_LEVEL";
};

export type GbpAccountView = { record: AccountRecord; account: GbpAccount };

function record(account: GbpAccount): AccountRecord {
  const base = {
    name: `accounts/${account.accountId}`,
    accountName: account.accountName,
    type: account.type,
  };
  if (account.type === "PERSONAL") {
    return { ...base, verificationState: "UNVERIFIED", vettedState: "NOT_VETTED" };
  }
  const digits = account.accountId.split("").map(Number);
  return {
    ...base,
    ...(account.role ? { role: account.role } : {}),
    verificationState: "VERIFIED",
    vettedState: "NOT_VETTED",
    accountNumber: String((hash32(...digits) % 9_000_000_000) + 1_000_000_000),
    permissionLevel: account.role === "MANAGER" ? "MEMBER_LEVEL" : "OWNER_LEVEL",
  };
}

/** The caller's accounts, personal first. */
export function gbpAccountsFor(
  user: Pick<EmulatorAccount, "id" | "email" | "name">,
): GbpAccountView[] {
  const world = worldFor(user);
  if (world.noBusinessProfile) return [];
  const accounts = world.gbp;
  const personal = accounts.find((a) => a.type === "PERSONAL") ?? {
    accountId: user.id,
    accountName: user.name,
    type: "PERSONAL" as const,
    locations: [],
  };
  return [personal, ...accounts.filter((a) => a !== personal)].map((account) => ({
    record: record(account),
    account,
  }));
}

export type LocationAccess =
  { kind: "mine"; location: GbpLocation; world: AccountWorld } | { kind: "elsewhere" | "unknown" };

/** Whether `locationId` is the caller's, another emulated user's, or nobody's. */
export function locationAccess(
  user: Pick<EmulatorAccount, "id" | "email">,
  locationId: string,
  everyone: readonly Pick<EmulatorAccount, "id" | "email">[],
): LocationAccess {
  const world = worldFor(user);
  const location = world.gbp.flatMap((a) => a.locations).find((l) => l.locationId === locationId);
  if (location) return { kind: "mine", location, world };
  const known = everyone.some((other) =>
    worldFor(other).gbp.some((a) => a.locations.some((l) => l.locationId === locationId)),
  );
  return { kind: known ? "elsewhere" : "unknown" };
}
