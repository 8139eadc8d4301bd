/**
 * The exact EVs a live round's settle grades every learner's setting by (RULES.md 11: the
 * coach's grade of each seat), made ready out of the table's transaction: on SQLite nothing
 * else may use the store while a transaction waits for the worker pool. The deal warms its
 * hands right after its commit, while the players think; a change that may settle waits for
 * them (joined, not computed twice) before it takes the table.
 */
import type { Queryable } from "@/lib/db/store";
import { parseHand, type RuleSet } from "@/lib/engine";
import { evReady, handEv } from "@/lib/grading/ev";
import type { Command } from "@/lib/table/machine";
import { evRuleSetOfRound } from "@/lib/table/round-model";
import type { StoredTable } from "@/lib/table/stored-table";

export type Dealt = { hands: string[]; ruleSet: RuleSet } | null;

/**
 * The hands of a round this change dealt: their exact EV is computed (and cached) right after
 * the commit, while the players think, so settling, which grades every learner's setting
 * inside the table's transaction, finds it in the cache instead of computing under the lock.
 */
export function dealtNow(state: StoredTable, now: number): Dealt {
  if (state.table.phase !== "setting" || state.round?.row.dealtAt !== now) return null;
  // A Face Up round has no EV to warm (graded by outcome, RULES.md 13.1).
  const ruleSet = evRuleSetOfRound(state.round.row);
  if (ruleSet === null) return null;
  return {
    hands: state.round.players.flatMap((p) => (p.learnerId === null ? [] : [p.hand])),
    ruleSet,
  };
}

export function warmHands(db: Queryable, dealt: Dealt): void {
  if (dealt === null) return;
  for (const hand of dealt.hands) {
    handEv(db, parseHand(hand), Date.now(), dealt.ruleSet).catch((error) =>
      // Only a head start: settling computes it if this failed.
      console.warn("live: EV warm-up failed:", (error as Error).message),
    );
  }
}

/** The EVs a settle of the state's round grades, all computed in this process already. */
export function gradesReady(state: StoredTable): boolean {
  const round = state.round;
  if (!round) return true;
  const ruleSet = evRuleSetOfRound(round.row);
  if (ruleSet === null) return true;
  return round.players.every((p) => p.learnerId === null || evReady(parseHand(p.hand), ruleSet));
}

/**
 * While hands are being set, a change may settle the round, and settling grades every
 * learner's setting inside the table's transaction. Their EVs are made ready first, out of it
 * (the deal's warm-up, joined or kept): on SQLite nothing else may use the store while a
 * transaction waits for the worker pool. Given the command, only one that may settle waits.
 */
export async function handsGraded(
  db: Queryable,
  state: StoredTable,
  command?: Command,
  now = Date.now(),
): Promise<void> {
  if (state.table.phase !== "setting" || !state.round || state.round.row.phase === "settled")
    return;
  if (command && !maySettle(state, command, now)) return;
  const ruleSet = evRuleSetOfRound(state.round.row);
  if (ruleSet === null) return;
  await Promise.all(
    state.round.players.flatMap((p) =>
      p.learnerId === null
        ? []
        : [handEv(db, parseHand(p.hand), Date.now(), ruleSet).catch(() => undefined)],
    ),
  );
}

/**
 * Whether `command` may settle the round being set: the clock's deadline passed, or it sets
 * the last learner seat still unset. Setting a hand while another learner's is unset does not
 * wait for any EV (the answer is the player's, the grades are the settle's).
 */
function maySettle(state: StoredTable, command: Command, now: number): boolean {
  const deadline = state.table.deadlineAt;
  if (deadline !== null && now >= deadline) return true;
  if (command.type !== "set") return true;
  return !state.round?.players.some(
    (p) => p.learnerId !== null && p.learnerId !== command.learnerId && p.front === null,
  );
}
