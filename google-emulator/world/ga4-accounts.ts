// The GA4 accounts an emulated user sees in the Admin API: the world's accounts with their
// properties, plus accounts that hold no GA4 property at all (which Google lists too).
import type { EmulatorAccount } from "../accounts";
import { worldFor, type Ga4Account } from "./catalog";

// An agency is often added to a client's account before any GA4 property exists in it.
const WITHOUT_PROPERTIES: Record<string, readonly Ga4Account[]> = {
  "alex@agency.rankwell.dev": [
    { accountId: "190022453", displayName: "Harbor Law Group", properties: [] },
  ],
};

export function ga4AccountsFor(account: Pick<EmulatorAccount, "id" | "email">): Ga4Account[] {
  return [...worldFor(account).ga4, ...(WITHOUT_PROPERTIES[account.email] ?? [])];
}
