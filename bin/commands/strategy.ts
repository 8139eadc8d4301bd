/**
 * `paigow strategy [--way W --variant V] [--list]`: reads hands from stdin, one per line, and
 * streams `HAND<TAB>RULE<TAB>BACK | FRONT` per line, set by the rule set's trainer's way (RULE
 * is the rule's key, or HW when the house way set the hand), or `ERROR: line N: REASON` for a
 * bad line, and goes on. Same format as `paigow house-way`.
 *
 * A rule set with its own list (lib/engine/strategy/rule-sets/) uses it (keys R1.., falling
 * back to its own house way); any other uses the seed's list (S1..S10), as before. `--list`
 * prints the rules instead: `KEY<TAB>RULE`, then `share<TAB>PERCENT` when the list's exact
 * share over the rule set's house way is on file.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { formatHand, parseHand } from "../../lib/engine/cards";
import { eval2, evalBack } from "../../lib/engine/evaluate";
import { ruleSetStrategy, trainerFrontFor } from "../../lib/engine/strategy/rule-sets";
import { RULES } from "../../lib/engine/strategy/rules";
import { setText } from "../../lib/engine/values";
import { parseFlags, ruleSetFlags } from "../cli-support";

export async function strategyBatch(args: string[] = []): Promise<void> {
  const { flags } = parseFlags(args, {
    way: "string",
    "way-file": "string",
    variant: "string",
    list: "boolean",
  });
  const rs = ruleSetFlags(flags);
  const out = process.stdout;
  if (flags.list) {
    const own = ruleSetStrategy(rs);
    if (own) {
      out.write(own.rules.map((r) => `${r.key}\t${r.rule}\n`).join(""));
      out.write(`share\t${own.sharePercent}\n`);
    } else {
      // The seed's list, in the words the app shows (English).
      const words = JSON.parse(
        readFileSync(path.join(process.cwd(), "messages/en/strategy.json"), "utf8"),
      ) as { StrategyRules: Record<string, { title: string }> };
      out.write(
        RULES.map((r) => `${r.key}\t${words.StrategyRules[r.key]?.title ?? ""}\n`).join(""),
      );
    }
    return;
  }
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
      const t = trainerFrontFor(hand, rs);
      const i = t.front & 7;
      const j = (t.front >> 3) & 7;
      const back = evalBack(hand, i, j);
      const front = eval2(hand[i] as number, hand[j] as number);
      text += `${formatHand(hand)}\t${t.rule}\t${setText(back, front)}\n`;
    } catch (e) {
      text += `ERROR: line ${lineNo}: ${e instanceof Error ? e.message : String(e)}\n`;
    }
    if (text.length > 1 << 16) await flush();
  }
  await flush();
}
