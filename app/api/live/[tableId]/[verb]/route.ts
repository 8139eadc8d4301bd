import { postVerb } from "@/lib/live/routes";

export const dynamic = "force-dynamic";

/** POST /api/live/{tableId}/{verb}: sit, leave, bank, unbank, approve, auto-approve, bet, set, house-way. */
export async function POST(
  request: Request,
  context: { params: Promise<{ tableId: string; verb: string }> },
) {
  const { tableId, verb } = await context.params;
  return postVerb(request, tableId, verb);
}
