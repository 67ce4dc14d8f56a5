// GET /api/health — readiness: answers once the database is open and migrated.
import { sql } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import { ok } from "@/lib/api/response";
import { apiRoute } from "@/lib/api/route";
import { getDb } from "@/lib/db/client";
import { logFailure } from "@/lib/errors/failure-summary";

export const dynamic = "force-dynamic";

export const GET = apiRoute(async () => {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
  } catch (error) {
    logFailure("[health] database not ready", error);
    throw new ApiError(503, "unavailable", "The database is not ready.");
  }
  return ok({ status: "ok" });
});
