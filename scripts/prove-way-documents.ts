/**
 * Proof that the way documents (lib/engine/ways/documents/*.json, read by
 * interpret.ts) set every hand as the coded casino ways they replaced
 * (lib/engine/ways/reference): over all 6,972,147 suit classes
 * (lib/engine/exact/classes.ts; the ways are suit-symmetric, so the classes
 * stand for all 154,143,080 hands), the packed code of each class (front
 * positions, rule, "straight>" flag) must be equal, way by way. Prints the
 * classes, hands and differences per way; exits 1 on any difference.
 *
 *   nice -n 19 npx tsx scripts/prove-way-documents.ts [WAY ...]
 */
import type { Card } from "../lib/engine/cards";
import { formatHand } from "../lib/engine/cards";
import { CLASS_COUNT, HAND_COUNT, rankMultisets, suitClasses } from "../lib/engine/exact/classes";
import { wayDef } from "../lib/engine/ways";
import { REFERENCE_WAYS, type ReferenceWay } from "../lib/engine/ways/reference";
import { setByWay } from "../lib/engine/ways/shared";

const ways = (
  process.argv.length > 2 ? process.argv.slice(2) : Object.keys(REFERENCE_WAYS)
) as ReferenceWay[];
let failed = false;
for (const way of ways) {
  const reference = REFERENCE_WAYS[way];
  if (!reference) throw new Error(`no coded reference for "${way}"`);
  const code = wayDef(way).code;
  const started = performance.now();
  let classes = 0;
  let hands = 0;
  let differ = 0;
  const examples: string[] = [];
  const cards: Card[] = [0, 0, 0, 0, 0, 0, 0];
  for (const ms of rankMultisets()) {
    const sc = suitClasses(ms);
    for (let c = 0; c < sc.count; c++) {
      for (let k = 0; k < 7; k++) cards[k] = sc.cards[c * 7 + k] as Card;
      classes++;
      hands += sc.weight[c] as number;
      const want = setByWay(reference, cards);
      const got = code(cards);
      if (got !== want) {
        differ++;
        if (examples.length < 5)
          examples.push(`${formatHand(cards)}: document ${got}, coded ${want}`);
      }
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `${way}\tclasses ${classes}${classes === CLASS_COUNT ? "" : " (INCOMPLETE)"}\thands ${hands}${hands === HAND_COUNT ? "" : " (INCOMPLETE)"}\tdifferent ${differ}\t${seconds} s\n`,
  );
  for (const e of examples) process.stdout.write(`  ${e}\n`);
  if (differ > 0 || classes !== CLASS_COUNT || hands !== HAND_COUNT) failed = true;
}
process.exitCode = failed ? 1 : 0;
