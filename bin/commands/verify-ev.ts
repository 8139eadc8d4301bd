/**
 * `paigow verify-ev --hands N --seed S [--as player|banker] [--way W]
 * [--variant V]`: the fast exact EV against the brute force on N seeded
 * random hands (every second one holds the joker), as the player or as the
 * bank, under a casino rule set; exits 1 on any difference in any count.
 */
import { formatHand, JOKER } from "../../lib/engine/cards";
import { type EvRole, exactEv } from "../../lib/engine/ev";
import { createRng, deal } from "../../lib/engine/rng";
import { isDefaultRuleSet, ruleSetKey } from "../../lib/engine/rule-set";
import { defaultWorkers, intFlag, parseFlags, ruleSetFlags, UsageError } from "../cli-support";
import { bruteCounts } from "./ev";

export async function verifyEv(args: string[]): Promise<void> {
  const { flags } = parseFlags(args, {
    hands: "string",
    seed: "string",
    workers: "string",
    as: "string",
    way: "string",
    variant: "string",
  });
  const rules = ruleSetFlags(flags);
  const role = (flags.as ?? "player") as EvRole;
  if (role !== "player" && role !== "banker")
    throw new UsageError(`--as must be player or banker, got "${role}"`);
  if (role === "banker" && rules.variant !== "standard")
    throw new UsageError(`--as banker needs the standard variant`);
  const hands = intFlag(flags, "hands", 2);
  const rng = createRng(intFlag(flags, "seed", 1, 0));
  const workers = intFlag(flags, "workers", defaultWorkers());
  let differences = 0;
  for (let n = 0; n < hands; n++) {
    const hand = n % 2 === 1 ? [...deal(rng, 6, [JOKER]), JOKER] : deal(rng, 7);
    let t = performance.now();
    const fast = exactEv(hand, { role, ruleSet: rules });
    const fastMs = performance.now() - t;
    t = performance.now();
    const brute = await bruteCounts(hand, workers, `brute force ${n + 1}/${hands}`, role, rules);
    const bruteS = (performance.now() - t) / 1000;
    const bad = fast.splits.filter(
      (s, k) => s.win !== brute[k]?.win || s.push !== brute[k]?.push || s.loss !== brute[k]?.loss,
    );
    differences += bad.length;
    process.stdout.write(
      `${formatHand(hand)}\tfast ${fastMs.toFixed(1)} ms\tbrute ${bruteS.toFixed(1)} s\t${bad.length === 0 ? "same counts for all 21 splits" : `${bad.length} splits differ`}\n`,
    );
    for (const s of bad) {
      const k = fast.splits.indexOf(s);
      process.stdout.write(
        `  ${s.value}: fast ${s.win}/${s.push}/${s.loss} brute ${brute[k]?.win}/${brute[k]?.push}/${brute[k]?.loss}\n`,
      );
    }
  }
  const under = isDefaultRuleSet(rules) ? "" : ` (${ruleSetKey(rules)})`;
  process.stdout.write(`${hands} ${role} hands${under}, ${differences} differing splits\n`);
  if (differences > 0) process.exitCode = 1;
}
