/** `paigow deal --hands N --seed S`: random seven-card hands, one per line (input for batch tools). */
import { formatHand } from "../../lib/engine/cards";
import { createRng, deal } from "../../lib/engine/rng";
import { intFlag, parseFlags } from "../cli-support";

export async function dealCommand(args: string[]): Promise<void> {
  const { flags } = parseFlags(args, { hands: "string", seed: "string" });
  const hands = intFlag(flags, "hands", 10);
  const rng = createRng(intFlag(flags, "seed", 1, 0));
  const out = process.stdout;
  let text = "";
  for (let n = 0; n < hands; n++) {
    text += `${formatHand(deal(rng, 7))}\n`;
    if (text.length > 1 << 16) {
      if (!out.write(text)) await new Promise((resolve) => out.once("drain", resolve));
      text = "";
    }
  }
  out.write(text);
}
