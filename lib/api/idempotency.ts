import "server-only";
import { createHash } from "node:crypto";
import {
  claimIdempotencyKey,
  storeIdempotentAnswer,
  type StoredAnswer,
} from "@/lib/db/queries/idempotency-keys";
import type { Db, UserTx } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import { ApiError } from "./errors";
import { ok } from "./response";

// A UUID, or any other token of visible ASCII characters (what Stripe and the IETF draft allow).
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key header; undefined without one, a 400 when it is malformed. */
export function readIdempotencyKey(request: Request): string | undefined {
  const value = request.headers.get("idempotency-key");
  if (value === null) return undefined;
  if (!KEY_PATTERN.test(value)) {
    throw new ApiError(
      400,
      "invalid_idempotency_key",
      "The Idempotency-Key header must be a UUID or up to 255 visible characters.",
    );
  }
  return value;
}

const fingerprintOf = (input: unknown) =>
  createHash("sha256").update(JSON.stringify(input)).digest("hex");

const answer = ({ status, body }: StoredAnswer, replayed: boolean) =>
  ok(body, { status, headers: replayed ? { "Idempotent-Replayed": "true" } : undefined });

/**
 * Runs `create` for `userId` once per key: a repeat of the key (same scope, same input, within 24 h)
 * answers the first answer again; the same key with another input is a 422. Without a key, `create`
 * simply runs. The claim, the work and the stored answer share one transaction: a failure keeps none.
 */
export async function answerOnce(
  db: Db,
  userId: string,
  { scope, key, input }: { scope: string; key: string | undefined; input: unknown },
  create: (tx: UserTx) => Promise<StoredAnswer>,
): Promise<Response> {
  if (key === undefined) return answer(await withUser(userId, create, db), false);
  const fingerprint = fingerprintOf(input);
  const result = await withUser(
    userId,
    async (tx) => {
      const claim = await claimIdempotencyKey(tx, { scope, key, fingerprint });
      if (!claim.claimed) return { ...claim, replayed: true as const };
      const created = await create(tx);
      await storeIdempotentAnswer(tx, claim.id, created);
      return { answer: created, fingerprint, replayed: false as const };
    },
    db,
  );
  if (result.fingerprint !== fingerprint) {
    throw new ApiError(
      422,
      "idempotency_key_reused",
      "This Idempotency-Key was already used for a different request.",
    );
  }
  if (!result.answer) {
    throw new ApiError(409, "idempotency_key_in_use", "This request is still being processed.");
  }
  return answer(result.answer, result.replayed);
}
