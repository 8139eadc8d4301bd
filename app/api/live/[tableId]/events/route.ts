import { getEvents } from "@/lib/live/routes";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/live/{tableId}/events: the caller's view as Server-Sent Events (`id:` = seq). */
export async function GET(request: Request, context: { params: Promise<{ tableId: string }> }) {
  return getEvents(request, (await context.params).tableId);
}
