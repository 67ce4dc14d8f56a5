// A fresh Idempotency-Key for one user action. crypto.randomUUID exists only on HTTPS or localhost;
// a self-hosted server reached over plain HTTP still has getRandomValues.
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
