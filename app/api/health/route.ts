// GET /api/health — readiness: answers once the database is open and migrated.
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { jsonError, jsonOk } from "@/lib/api/response";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return jsonOk({ status: "ok" });
  } catch (error) {
    console.error("[health] database not ready", error);
    return jsonError(503, "unavailable", "The database is not ready.");
  }
}
