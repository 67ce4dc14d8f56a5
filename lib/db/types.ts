import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Schema = typeof schema;

/** The Drizzle database, whichever driver (PGlite or postgres.js) is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** A user-scoped transaction: row level security limits every statement to one user's rows. */
export type UserTx = Tx & { readonly userId: string };
