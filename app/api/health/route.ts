import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";

// Always ask the database; never serve a cached answer.
export const dynamic = "force-dynamic";

const noStore = { "cache-control": "no-store" };

export function GET() {
  try {
    getDb().get(sql`select 1`);
    return Response.json({ status: "ok", db: "ok" }, { headers: noStore });
  } catch (error) {
    // Details go to the server log only; the client learns nothing about the cause.
    console.error("health check failed", error);
    return Response.json({ status: "error" }, { status: 503, headers: noStore });
  }
}
