import { postRunOutClock, postVerb } from "@/lib/live/routes";

export const dynamic = "force-dynamic";

/**
 * POST /api/live/{tableId}/{verb}: sit, leave, bank, unbank, approve, auto-approve, bet, set,
 * house-way; and run-out-clock at the end-to-end tests' own tables only (lib/live/routes.ts).
 */
export async function POST(
  request: Request,
  context: { params: Promise<{ tableId: string; verb: string }> },
) {
  const { tableId, verb } = await context.params;
  if (verb === "run-out-clock") return postRunOutClock(request, tableId);
  return postVerb(request, tableId, verb);
}
