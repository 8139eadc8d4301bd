/**
 * Installs the custom house way a table plays by before anything sets or grades a hand under
 * it (issue 52 part 3): a class table set to its teacher's own way keeps only the way's id in
 * its rows, and after a restart (or when the engine's least-recently-used caches dropped it)
 * this process may not hold the way's rules. Published ways need nothing. An id no one
 * checked is an error that names it (lib/ways UnknownWayError), never the default game.
 *
 * Also who may play an own way's table (tables.ts ownWayTableId): the learner whose casino the
 * way is.
 */
import { storedTableRuleSet } from "@/lib/casino/choice";
import { learnerRuleSetKey } from "@/lib/db/learners";
import { findLiveTable } from "@/lib/db/live";
import type { Queryable } from "@/lib/db/store";
import { ensureWayInstalled } from "@/lib/ways/service";
import { TableError } from "./errors";
import { ownInstance } from "./round-model";
import { ownWayOfTableId, type TableConfig } from "./tables";

/** The ways of these stored rule set keys (a table's config and its round's), installed. */
export async function tableWaysReady(
  db: Queryable,
  keys: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  for (const key of new Set(keys))
    if (key !== null && key !== undefined)
      await ensureWayInstalled(db, storedTableRuleSet(key).way);
}

/**
 * Whether the learner may play this table: any configured table, and an own way's table when
 * the way (in the table's game) is the learner's casino now, or when they played there before
 * (a hand left open when they changed casino is theirs to finish). Another user's private way
 * and a forged id are no table of theirs: their casino could only be set to a way they hold
 * (lib/ways/service.ts chooseOwnWay) or their class's.
 */
export async function ownWayTableAllowed(
  db: Queryable,
  learnerId: string | null,
  config: Pick<TableConfig, "id" | "ruleSet">,
): Promise<boolean> {
  if (ownWayOfTableId(config.id) === null) return true;
  if (learnerId === null) return false;
  if ((await learnerRuleSetKey(db, learnerId)) === config.ruleSet) return true;
  return (await findLiveTable(db, ownInstance(learnerId, config.id))) !== undefined;
}

/** As ownWayTableAllowed; TableError `unknown-table` (nothing written) when not. */
export async function requireOwnWayTable(
  db: Queryable,
  learnerId: string,
  config: Pick<TableConfig, "id" | "ruleSet">,
): Promise<void> {
  if (!(await ownWayTableAllowed(db, learnerId, config))) throw new TableError("unknown-table");
}
