import { getDb } from "@/lib/db";
import { storeHealth } from "@/lib/db/client";

// Always ask the database; never serve a cached answer.
export const dynamic = "force-dynamic";

const noStore = { "cache-control": "no-store" };

/**
 * 200 `{ status: "ok" }` when the store is really usable. SQLite: the database file is the one
 * the server opened, its WAL is in place, SQLite's quick_check passes (once a minute) and a
 * write transaction can begin; PostgreSQL: the server answers a query. Otherwise 503 `{ status: "degraded", reason }` with a coarse code
 * (lib/db/client.ts StoreProblem); details go to the server log only.
 */
export async function GET() {
  let reason: string | null;
  try {
    reason = await storeHealth(getDb());
  } catch (error) {
    console.error("health check failed", error);
    reason = "unavailable";
  }
  if (reason === null) return Response.json({ status: "ok", db: "ok" }, { headers: noStore });
  return Response.json({ status: "degraded", reason }, { status: 503, headers: noStore });
}
