// Faults the emulator can be told to produce, so that tests and demos reach every branch of the
// error catalogue: per account (through the control endpoint) or per request (by a header).
import { z } from "zod";

export const FAULT_KINDS = [
  "401",
  "403",
  "429",
  "429-daily",
  "500",
  "slow",
  "refresh-expired",
  "refresh-revoked",
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const FAULT_HEADER = "x-emulator-fault";

export const faultSchema = z.object({
  /** The account's email or id. */
  account: z.string().min(1),
  kind: z.enum(FAULT_KINDS),
  /** Only requests whose path (after the base path, host included) contains this text. */
  match: z.string().optional(),
  /** How many requests fail before the fault clears itself; unlimited when absent. */
  times: z.number().int().positive().optional(),
  /** Delay of a `slow` fault, in milliseconds. */
  delayMs: z.number().int().min(0).max(60_000).optional(),
});
export type Fault = z.infer<typeof faultSchema>;

export type ActiveFault = { kind: FaultKind; delayMs: number };

const DEFAULT_SLOW_MS = 3_000;

/** `429`, `500`, `slow=1500` … from the fault header of a single request. */
export function faultFromHeader(value: string | null): ActiveFault | null {
  if (!value) return null;
  const [kind, delay] = value.trim().split("=");
  const parsed = z.enum(FAULT_KINDS).safeParse(kind);
  if (!parsed.success) return null;
  const delayMs = Number(delay);
  return {
    kind: parsed.data,
    delayMs: Number.isFinite(delayMs) && delayMs >= 0 ? delayMs : DEFAULT_SLOW_MS,
  };
}

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

  /**
   * The fault this request of `account` should meet, counting it against `times`. `kinds`
   * narrows the search (the token endpoint only cares about refresh faults).
   */
  take(
    account: { id: string; email: string },
    path: string,
    kinds: readonly FaultKind[] = FAULT_KINDS,
  ): ActiveFault | null {
    const index = this.faults.findIndex(
      (f) =>
        (f.account === account.id || f.account.toLowerCase() === account.email.toLowerCase()) &&
        kinds.includes(f.kind) &&
        (!f.match || path.includes(f.match)),
    );
    const fault = this.faults[index];
    if (!fault) return null;
    if (fault.times !== undefined) {
      if (fault.times <= 1) this.faults.splice(index, 1);
      else this.faults[index] = { ...fault, times: fault.times - 1 };
    }
    return { kind: fault.kind, delayMs: fault.delayMs ?? DEFAULT_SLOW_MS };
  }
}
