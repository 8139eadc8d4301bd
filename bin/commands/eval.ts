/** `paigow eval CARDS`: the canonical value of 5 cards, or of the best five of 7. */
import { formatHand, parseCards } from "../../lib/engine/cards";
import { bestOfSeven, eval5 } from "../../lib/engine/evaluate";
import { backText } from "../../lib/engine/values";

export function evalCommand(args: string[]): void {
  const cards = parseCards(args.join(" "), [5, 7]);
  if (cards.length === 5) {
    process.stdout.write(`${backText(eval5(cards))}\n`);
    return;
  }
  const best = bestOfSeven(cards);
  const five = cards.filter((_, k) => k !== best.front[0] && k !== best.front[1]);
  process.stdout.write(`best five: ${formatHand(five)}\n${backText(best.value)}\n`);
}
