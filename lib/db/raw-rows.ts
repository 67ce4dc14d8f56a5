import "server-only";
import type { SQL } from "drizzle-orm";
import type { Db, Tx } from "./types";

/** Rows of a raw SQL query on either driver: PGlite answers `{ rows }`, postgres.js an array of rows. */
export async function rawRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
