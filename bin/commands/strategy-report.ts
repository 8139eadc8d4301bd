/**
 * `paigow strategy-report [--hands N] [--seed S] [--workers K] [--labels FILE]`:
 * over N seeded hands (dealt as `paigow simulate` deals them, so
 * `simulate --strategy trainer` with the same --hands and --seed plays the
 * same player hands), the exact mean EV of the house way, the trainer's way
 * and the best split; per rule how often it sets a hand and the EV it gains
 * over the house way per 1,000 hands; and the curve "first k rules -> share
 * of the optimal gain". `--labels FILE` reads the exact counts from a
 * `paigow strategy-labels` file instead of computing them.
 */
import { STRATEGY_RULES } from "../../lib/engine/strategy";
import { labelsOf } from "../../lib/engine/strategy/labels";
import { measure } from "../../lib/engine/strategy/measure";
import { defaultWorkers, intFlag, parseFlags } from "../cli-support";
import { computeLabels, readLabels } from "./strategy-labels";

export async function strategyReport(args: string[]): Promise<void> {
  const { flags } = parseFlags(args, {
    hands: "string",
    seed: "string",
    workers: "string",
    labels: "string",
  });
  const started = performance.now();
  const seed = intFlag(flags, "seed", 1, 0);
  const data =
    typeof flags.labels === "string"
      ? readLabels(flags.labels)
      : await computeLabels(
          intFlag(flags, "hands", 10_000),
          seed,
          intFlag(flags, "workers", defaultWorkers()),
          "strategy-report",
        );
  const f = measure(labelsOf(data));
  const optimal = f.best - f.houseWay;
  const pct = (x: number, digits = 3) => `${(100 * x).toFixed(digits)}%`;
  const per1000 = (x: number) => (x * 1000).toFixed(3);
  const share = (gain: number) => (optimal > 0 ? pct(gain / optimal, 1) : "-");
  const lines = [
    `hands\t${f.hands}${typeof flags.labels === "string" ? `\t(labels ${flags.labels})` : `\t(seed ${seed})`}`,
    `commission\t${pct(f.commission, 1)}`,
    `mean EV, house way\t${pct(f.houseWay)}`,
    `mean EV, trainer's way\t${pct(f.trainer)}`,
    `mean EV, best split\t${pct(f.best)}`,
    `optimal gain over the house way, per 1,000 hands\t${per1000(optimal)}`,
    `trainer's gain over the house way, per 1,000 hands\t${per1000(f.trainer - f.houseWay)}\t${share(f.trainer - f.houseWay)} of the optimal gain`,
    `rules\t${STRATEGY_RULES.length}`,
    "rule\thands set\tshare of hands\tdeparts from the house way\tEV gained per 1,000 hands (units bet)",
    ...f.rules.map(
      (r) =>
        `${r.key}\t${r.fires}\t${pct(r.fires / f.hands, 2)}\t${r.departs}\t${per1000(r.gain / f.hands)}`,
    ),
    `HW\t${f.hands - f.rules.reduce((s, r) => s + r.fires, 0)}\t\t0\t0.000`,
    "first k rules\tEV gained per 1,000 hands\tshare of the optimal gain",
    ...f.curve.map((g, k) => `${k}\t${per1000(g)}\t${share(g)}`),
    `seconds\t${((performance.now() - started) / 1000).toFixed(1)}`,
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}
