/** `paigow splits HAND`: the 21 splits (front cards, `BACK | FRONT`, foul). */
import { parseHand } from "../../lib/engine/cards";
import { allSplits, frontCardsText, splitText } from "../../lib/engine/splits";

export function splits(args: string[]): void {
  const hand = parseHand(args.join(" "));
  const lines = [`FRONT  ${"BACK | FRONT".padEnd(36)} FOUL`];
  for (const s of allSplits(hand)) {
    lines.push(
      `${frontCardsText(s).padEnd(6)} ${splitText(s).padEnd(36)} ${s.foul ? "yes" : "no"}`,
    );
  }
  process.stdout.write(`${lines.join("\n")}\n`);
}
