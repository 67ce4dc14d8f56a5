import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { idempotencyKeys } from "../schema";
import type { UserTx } from "../types";

/** How long a key holds its answer; after that the same key starts a new request. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export type KeyRequest = { scope: string; key: string; fingerprint: string };
export type StoredAnswer = { status: number; body: unknown };

/** Claimed: this request does the work. Taken: an earlier one did, with this input and answer. */
export type KeyClaim =
  | { claimed: true; id: string }
  | { claimed: false; fingerprint: string | null; answer: StoredAnswer | null };

const expired = sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;

/**
 * Claims `key` for this transaction. A concurrent transaction holding the same key makes the insert
 * wait until it ends; if it committed, its row (and answer) is what this one reads.
 */
export async function claimIdempotencyKey(tx: UserTx, request: KeyRequest): Promise<KeyClaim> {
  // The user's expired keys go first, so an old key is free again and the table stays small.
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_id, tx.userId), lt(idempotencyKeys.created_at, expired)));
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ user_id: tx.userId, ...request })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (claimed) return { claimed: true, id: claimed.id };
  const [taken] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.user_id, tx.userId),
        eq(idempotencyKeys.scope, request.scope),
        eq(idempotencyKeys.key, request.key),
      ),
    );
  const answer = taken?.status == null ? null : { status: taken.status, body: taken.body };
  return { claimed: false, fingerprint: taken?.fingerprint ?? null, answer };
}

/** Keeps the answer of the request that claimed the key, in the same transaction as its work. */
export async function storeIdempotentAnswer(tx: UserTx, id: string, answer: StoredAnswer) {
  await tx
    .update(idempotencyKeys)
    .set({ status: answer.status, body: answer.body })
    .where(eq(idempotencyKeys.id, id));
}
