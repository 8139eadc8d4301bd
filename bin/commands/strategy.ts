/**
 * `paigow strategy`: reads hands from stdin, one per line, and streams
 * `HAND<TAB>RULE<TAB>BACK | FRONT` per line, set by the trainer's way (RULE
 * is the strategy rule key, or HW when the house way set the hand), or
 * `ERROR: line N: REASON` for a bad line, and goes on. Same format as
 * `paigow house-way`.
 */
import { createInterface } from "node:readline";
import { formatHand, parseHand } from "../../lib/engine/cards";
import { trainerWay } from "../../lib/engine/strategy";
import { setText } from "../../lib/engine/values";

export async function strategyBatch(): Promise<void> {
  const out = process.stdout;
  let text = "";
  let lineNo = 0;
  const flush = async () => {
    if (!out.write(text)) await new Promise((resolve) => out.once("drain", resolve));
    text = "";
  };
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    lineNo++;
    try {
      const hand = parseHand(line);
      const t = trainerWay(hand);
      text += `${formatHand(hand)}\t${t.rule}\t${setText(t.backValue, t.frontValue)}\n`;
    } catch (e) {
      text += `ERROR: line ${lineNo}: ${e instanceof Error ? e.message : String(e)}\n`;
    }
    if (text.length > 1 << 16) await flush();
  }
  await flush();
}
