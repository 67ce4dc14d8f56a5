import { clearLocalAuthKeys, type StorageLike } from "./local-keys";

export const ACCOUNT_DELETION_REDIRECT_DELAY_MS = 1000;

export interface AccountDeletionSteps {
  /** Revokes the Google grant; best effort, since the data goes either way. */
  revokeTokens: () => Promise<unknown>;
  /** The delete_user_data call for the signed-in user. */
  deleteUserData: () => Promise<unknown>;
  storage: StorageLike;
  /** Signs out and resets the auth state. */
  signOut: () => Promise<unknown>;
  navigate: (path: string) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Spec §4 Account deletion, in order. Rejects (and stops) when deleting the data fails. */
export async function deleteAccount(steps: AccountDeletionSteps): Promise<void> {
  await steps.revokeTokens().catch(() => undefined);
  await steps.deleteUserData();
  clearLocalAuthKeys(steps.storage);
  await steps.signOut();
  await sleep(ACCOUNT_DELETION_REDIRECT_DELAY_MS);
  steps.navigate("/");
}
