// The browser's localStorage, or any stand-in with the same methods.
export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const LOCAL_KEY_PREFIX = "rankwell_";
export const LOCAL_KEYS = {
  visited: "rankwell_visited",
  userProfile: "rankwell_user_profile",
  onboardingCompleted: "rankwell_onboarding_completed",
  onboardingReturn: "rankwell_onboarding_return",
  returnPath: "rankwell_return_path",
} as const;
/** Supabase keeps its session under keys with this prefix. */
const SUPABASE_KEY_PREFIX = "sb-";

/** What `markVisited` stores under LOCAL_KEYS.userProfile; ./user-profile reads it back. */
export type UserProfileRecord = { email: string; lastLogin: string };

// Storage throws when it is disabled or full (private modes, quotas); remembering a visit must not
// break sign-in, so those failures are swallowed here.
export function tryStorage<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/** Remembers the visit after a sign-in, so the sign-in page greets the user as returning next time. */
export function markVisited(storage: StorageLike, email: string, now: Date): void {
  const profile: UserProfileRecord = { email, lastLogin: now.toISOString() };
  tryStorage(() => {
    storage.setItem(LOCAL_KEYS.visited, "true");
    storage.setItem(LOCAL_KEYS.userProfile, JSON.stringify(profile));
  }, undefined);
}

export function isReturningUser(storage: StorageLike): boolean {
  return tryStorage(() => storage.getItem(LOCAL_KEYS.visited) !== null, false);
}

export function clearUserProfile(storage: StorageLike): void {
  tryStorage(() => storage.removeItem(LOCAL_KEYS.userProfile), undefined);
}

export function isOnboardingCompletedStored(storage: StorageLike): boolean {
  return tryStorage(() => storage.getItem(LOCAL_KEYS.onboardingCompleted) === "true", false);
}

export function storeOnboardingCompleted(storage: StorageLike): void {
  tryStorage(() => storage.setItem(LOCAL_KEYS.onboardingCompleted, "true"), undefined);
}

/** Removes every key of Rankwell (`rankwell_…`) and of Supabase's session (`sb-…`), and nothing else. */
export function clearLocalAuthKeys(storage: StorageLike): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(LOCAL_KEY_PREFIX) || key?.startsWith(SUPABASE_KEY_PREFIX)) keys.push(key);
  }
  // Collected first: removing while walking the indexes would skip keys.
  for (const key of keys) storage.removeItem(key);
  return keys;
}
