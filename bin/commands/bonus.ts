/**
 * `paigow bonus [--workers K]`: the Fortune bonus row of every one of the
 * 154,143,080 seven-card hands, `KEY<TAB>COUNT<TAB>PAYS` best row first,
 * then the total and the exact house edge. Seconds go to stderr so stdout
 * diffs cleanly.
 *
 * `paigow bonus --list [--way W | --way-file FILE, --variant V]`: every side bet as
 * `NAME<TAB>HOUSE-EDGE` (a fraction, positive = the house's edge), the bets on
 * the dealer's hand only with a rule set and only on their variant.
 * `paigow bonus --table NAME [--way W --variant V]`: one bet's pay table, source
 * and exact edge (RULES.md 13.2, lib/engine/side-bets.ts).
 */
import {
  FORTUNE_KEYS,
  FORTUNE_PAYS,
  type FortuneKey,
  fortuneHouseEdge,
} from "../../lib/engine/bonus";
import { isWay, type RuleSet, ruleSet, ruleSetKey, WAYS } from "../../lib/engine/rule-set";
import { formatFraction } from "../../lib/engine/side-bet-edge";
import { listSideBets, type SideBet, SideBetError, sideBet } from "../../lib/engine/side-bets";
import {
  defaultWorkers,
  intFlag,
  parseFlags,
  progressBar,
  runPool,
  UsageError,
  wayFlag,
} from "../cli-support";

const SEVEN_CARD_HANDS = 154_143_080;

/** The rule set of --way and --variant: both or neither (a dealer-hand bet needs both). */
function optionalRuleSet(flags: Record<string, string | boolean>): RuleSet | undefined {
  const { way, variant } = flags;
  const file = flags["way-file"];
  if (way === undefined && variant === undefined && file === undefined) return undefined;
  if ((typeof way !== "string" && typeof file !== "string") || typeof variant !== "string")
    throw new UsageError("name the game with both --way W (or --way-file FILE) and --variant V");
  // A custom way's id names nothing until its document is installed: it comes with its file.
  if (typeof way === "string" && !isWay(way))
    throw new UsageError(
      `unknown house way "${way}" (one of ${WAYS.join(", ")}; or --way-file FILE)`,
    );
  return ruleSet(wayFlag(flags), variant);
}

function tableLines(bet: SideBet, rules: RuleSet | undefined): string[] {
  const hands = bet.lines.length > 0 ? Number(bet.edge.den) : 0;
  const lines = [`name\t${bet.name}`, `source\t${bet.source}`];
  if (rules) lines.push(`rule-set\t${ruleSetKey(rules)}`);
  lines.push("LINE\tPAYS\tCOUNT");
  for (const l of bet.lines) lines.push(`${l.key}\t${l.pays}\t${l.count}`);
  if (bet.envy) {
    lines.push(`envy-others\t${bet.envy.others}`, `envy-minimum-bet\t${bet.envy.minimum}`);
    lines.push("ENVY-LINE\tAMOUNT\tCOUNT");
    for (const l of bet.envy.lines) lines.push(`envy:${l.key}\t${l.pays}\t${l.count}`);
  }
  if (!bet.envy) lines.push(`hands\t${hands}`);
  lines.push(`house-edge\t${formatFraction(bet.edge)}`);
  return lines;
}

/** The text of `--list` or `--table NAME`; throws UsageError on bad input. */
export function sideBetReport(flags: Record<string, string | boolean>): string {
  const rules = optionalRuleSet(flags);
  try {
    if (flags.list === true) {
      if (flags.table !== undefined) throw new UsageError("give --list or --table, not both");
      return `${listSideBets(rules)
        .map((b) => `${b.name}\t${formatFraction(b.edge)}`)
        .join("\n")}\n`;
    }
    if (typeof flags.table !== "string") throw new UsageError("--table needs a name");
    return `${tableLines(sideBet(flags.table, rules), rules).join("\n")}\n`;
  } catch (e) {
    if (e instanceof SideBetError) throw new UsageError(e.message);
    throw e;
  }
}

export async function bonus(args: string[]): Promise<void> {
  const { flags, rest } = parseFlags(args, {
    workers: "string",
    list: "boolean",
    table: "string",
    way: "string",
    "way-file": "string",
    variant: "string",
  });
  if (rest.length > 0) throw new UsageError(`unexpected argument "${rest[0]}"`);
  if (flags.list !== undefined || flags.table !== undefined) {
    process.stdout.write(sideBetReport(flags));
    return;
  }
  if (flags.way !== undefined || flags.variant !== undefined || flags["way-file"] !== undefined)
    throw new UsageError("--way, --way-file and --variant go with --list or --table");
  const workers = intFlag(flags, "workers", defaultWorkers());
  const started = performance.now();
  const bar = progressBar("bonus", SEVEN_CARD_HANDS);
  // One task per lowest card: 0..46 (the lowest of seven is at most card 46).
  const results = await runPool<number[]>("bonus", 47, workers, {}, (done) => bar.update(done));
  bar.stop();
  const counts = Object.fromEntries(FORTUNE_KEYS.map((k) => [k, 0])) as Record<FortuneKey, number>;
  for (const r of results)
    FORTUNE_KEYS.forEach((k, i) => {
      counts[k] += r[i] as number;
    });
  const total = FORTUNE_KEYS.reduce((sum, k) => sum + counts[k], 0);
  const lines = FORTUNE_KEYS.map((k) => `${k}\t${counts[k]}\t${FORTUNE_PAYS[k]}`);
  lines.push(`total\t${total}`);
  lines.push(`house-edge\t${(100 * fortuneHouseEdge(counts)).toFixed(6)}%`);
  process.stdout.write(`${lines.join("\n")}\n`);
  process.stderr.write(`seconds\t${((performance.now() - started) / 1000).toFixed(1)}\n`);
  if (total !== SEVEN_CARD_HANDS)
    throw new Error(`visited ${total} hands, expected ${SEVEN_CARD_HANDS}`);
}
