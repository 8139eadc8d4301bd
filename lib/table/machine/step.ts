/**
 * The one table machine (RULES.md 8-11): `step(state, command, now, rng)` is the table after the
 * command, and the effects its writer stores in one transaction under the table's lock. Pure:
 * the clock and the chance come in, the input state is never changed.
 *
 * A step first moves the phases on to `now` (a deadline that passed before anyone looked is
 * kept, as the clock would have done it), then runs the command, then moves on again (the
 * last bet deals, the last Done settles). A refused command leaves only the clock's changes.
 */
import { runCommand } from "./commands";
import { draftOf } from "./draft";
import { advance } from "./phases";
import { freeAwaySeats } from "./presence";
import type { Command, MachineRng, StepResult, TableState } from "./types";

export function step(
  state: TableState,
  command: Command,
  now: number,
  rng: MachineRng,
): StepResult {
  const clock = draftOf(state, now, rng);
  // A seat kept for a player who dropped is freed once its time is past (issue 55).
  freeAwaySeats(clock);
  advance(clock);
  if (command.type === "tick") return { state: clock.s, effects: clock.effects, refused: null };
  const d = draftOf(clock.s, now, rng);
  d.effects = [...clock.effects];
  const refused = runCommand(d, command);
  if (refused !== null) return { state: clock.s, effects: clock.effects, refused };
  advance(d);
  return { state: d.s, effects: d.effects, refused: null };
}
