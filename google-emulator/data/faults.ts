// Faults the emulator can be told to produce, so that tests and demos reach every branch of the
// error catalogue: per account (through the control endpoint) or per request (by a header). A
// `drop` fault fails nothing: it makes one day's numbers fall, as a real traffic drop would.
import { z } from "zod";
import { parseIsoDay } from "../world/ga4-calendar";

/** Faults that fail (or delay) the request they meet. */
export const FAILURE_KINDS = [
  "401",
  "403",
  "429",
  "429-daily",
  "500",
  "slow",
  "refresh-expired",
  "refresh-revoked",
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

export const FAULT_KINDS = [...FAILURE_KINDS, "drop"] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const FAULT_HEADER = "x-emulator-fault";

const common = {
  /** The account's email or id. */
  account: z.string().min(1),
  /** Only requests whose path (after the base path, host included) contains this text. */
  match: z.string().optional(),
  /** How many requests it meets before it clears itself; unlimited when absent. */
  times: z.number().int().positive().optional(),
};

const failureFault = z.object({
  ...common,
  kind: z.enum(FAILURE_KINDS),
  /** Delay of a `slow` fault, in milliseconds. */
  delayMs: z.number().int().min(0).max(60_000).optional(),
});

const dropFault = z.object({
  ...common,
  kind: z.literal("drop"),
  /** The day whose numbers fall, `yyyy-MM-dd` as Search Console writes it. */
  date: z.string().refine((text) => parseIsoDay(text) !== null, "Expected a date yyyy-MM-dd."),
  /** The share of that day's numbers kept: 0.3 leaves 30 %. */
  factor: z.number().min(0).max(1),
  /** Positions added to that day's average position in Search Console's answers: a ranking loss. */
  positionShift: z.number().min(0).max(100).optional(),
});

export const faultSchema = z.discriminatedUnion("kind", [failureFault, dropFault]);
export type Fault = z.infer<typeof faultSchema>;
export type DropFault = z.infer<typeof dropFault>;

export type ActiveFault = { kind: FailureKind; delayMs: number };

/** One day's numbers scaled by `factor`, in the answers of the APIs that report days. */
export type DayDrop = { date: string; factor: number; positionShift?: number };

/**
 * What the data handlers that report days may find in their request context besides the route's
 * own: the account's drops for this request. A function, so that `times` counts only the answers
 * a drop could shape.
 */
export type DropContext = { dayDrops?: () => readonly DayDrop[] };

const DEFAULT_SLOW_MS = 3_000;

/** `429`, `500`, `slow=1500` … from the fault header of a single request. */
export function faultFromHeader(value: string | null): ActiveFault | null {
  if (!value) return null;
  const [kind, delay] = value.trim().split("=");
  const parsed = z.enum(FAILURE_KINDS).safeParse(kind);
  if (!parsed.success) return null;
  const delayMs = Number(delay);
  return {
    kind: parsed.data,
    delayMs: Number.isFinite(delayMs) && delayMs >= 0 ? delayMs : DEFAULT_SLOW_MS,
  };
}

type AccountRef = { id: string; email: string };

const isFor = (fault: Fault, account: AccountRef, path: string) =>
  (fault.account === account.id || fault.account.toLowerCase() === account.email.toLowerCase()) &&
  (!fault.match || path.includes(fault.match));

export class FaultRegistry {
  private faults: Fault[] = [];

  set(fault: Fault): void {
    this.faults.push(fault);
  }

  /** Clears the faults of one account, or all of them. */
  clear(account?: string): void {
    const key = account?.toLowerCase();
    this.faults = key ? this.faults.filter((f) => f.account.toLowerCase() !== key) : [];
  }

  /** Counts one meeting against the fault's `times`, removing it when they are used up. */
  private count(fault: Fault): void {
    if (fault.times === undefined) return;
    const index = this.faults.indexOf(fault);
    if (index < 0) return;
    if (fault.times <= 1) this.faults.splice(index, 1);
    else this.faults[index] = { ...fault, times: fault.times - 1 };
  }

  /**
   * The fault this request of `account` should meet, counting it against `times`. `kinds`
   * narrows the search (the token endpoint only cares about refresh faults).
   */
  take(
    account: AccountRef,
    path: string,
    kinds: readonly FailureKind[] = FAILURE_KINDS,
  ): ActiveFault | null {
    const fault = this.faults.find(
      (f): f is Extract<Fault, { kind: FailureKind }> =>
        f.kind !== "drop" && kinds.includes(f.kind) && isFor(f, account, path),
    );
    if (!fault) return null;
    this.count(fault);
    return { kind: fault.kind, delayMs: fault.delayMs ?? DEFAULT_SLOW_MS };
  }

  /** Whether any drop is set: most requests need not look further. */
  hasDrops(): boolean {
    return this.faults.some((f) => f.kind === "drop");
  }

  /** The drops this answer of `account` should show, each counted against its `times`. */
  drops(account: AccountRef, path: string): DayDrop[] {
    const found = this.faults.filter(
      (f): f is DropFault => f.kind === "drop" && isFor(f, account, path),
    );
    for (const fault of found) this.count(fault);
    return found.map(({ date, factor, positionShift }) => ({
      date,
      factor,
      ...(positionShift ? { positionShift } : {}),
    }));
  }
}
