/**
 * Installs the custom house way a table plays by before anything sets or grades a hand under
 * it (issue 52 part 3): a class table set to its teacher's own way keeps only the way's id in
 * its rows, and after a restart (or when the engine's least-recently-used caches dropped it)
 * this process may not hold the way's rules. Published ways need nothing. An id no one
 * checked is an error that names it (lib/ways UnknownWayError), never the default game.
 */
import { storedRuleSet } from "@/lib/casino/choice";
import type { Queryable } from "@/lib/db/store";
import { ensureWayInstalled } from "@/lib/ways/service";

/** The ways of these stored rule set keys (a table's config and its round's), installed. */
export async function tableWaysReady(
  db: Queryable,
  keys: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  for (const key of new Set(keys))
    if (key !== null && key !== undefined) await ensureWayInstalled(db, storedRuleSet(key).way);
}
