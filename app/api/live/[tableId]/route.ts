import { getView } from "@/lib/live/routes";

export const dynamic = "force-dynamic";

/** GET /api/live/{tableId}: the caller's view of the table (lib/live/api.ts LiveView). */
export async function GET(request: Request, context: { params: Promise<{ tableId: string }> }) {
  return getView(request, (await context.params).tableId);
}
