/**
 * The `paigow` commands by name, and `main`, which runs one command line. bin/paigow.ts runs it
 * on the process's arguments; bin/cli.test.ts runs it in the test's process too.
 */
import { UsageError } from "./cli-support";

const COMMANDS: Record<
  string,
  { help: string; load: () => Promise<(args: string[]) => Promise<void> | void> }
> = {
  eval: {
    help: "eval CARDS            value of 5 cards, or of the best five of 7",
    load: async () => (await import("./commands/eval")).evalCommand,
  },
  splits: {
    help: "splits HAND           the 21 ways to set a hand",
    load: async () => (await import("./commands/splits")).splits,
  },
  "house-way": {
    help: "house-way [--way W | --way-file FILE]  stdin hands -> HAND<TAB>RULE<TAB>BACK | FRONT per line",
    load: async () => (await import("./commands/house-way")).houseWayBatch,
  },
  "verify-house-way": {
    help: "verify-house-way [--workers K]  house-way properties over all 154M hands",
    load: async () => (await import("./commands/verify-house-way")).verifyHouseWay,
  },
  ev: {
    help: "ev HAND [--way W | --way-file FILE] [--variant V] [--as player|banker] [--commission C] [--bank-commission B] [--json] [--brute [--workers K]]  exact EV of all 21 splits",
    load: async () => (await import("./commands/ev")).evCommand,
  },
  "verify-ev": {
    help: "verify-ev [--hands N] [--seed S] [--as player|banker]  fast exact EV against brute force",
    load: async () => (await import("./commands/verify-ev")).verifyEv,
  },
  "bench-ev": {
    help: "bench-ev [--hands N] [--seed S]  p50/p95/max ms per exact-EV hand",
    load: async () => (await import("./commands/bench-ev")).benchEv,
  },
  simulate: {
    help: "simulate [--hands N] [--seed S] [--strategy house-way|optimal|trainer] [--role player|banker] [--seats K] [--commission C] [--bank-commission B] [--bonus fortune] [--workers K]  play rounds, print the edge",
    load: async () => (await import("./commands/simulate")).simulate,
  },
  strategy: {
    help: "strategy --way W --variant V [--list]  stdin hands -> HAND<TAB>RULE<TAB>BACK | FRONT by that rule set's trainer's way (its own list where it has one, else the seed's); --list prints the rules (KEY<TAB>RULE) and share<TAB>PERCENT",
    load: async () => (await import("./commands/strategy")).strategyBatch,
  },
  "strategy-report": {
    help: "strategy-report [--hands N] [--seed S] [--workers K]  exact EV of the house way, the trainer's way and the best split, per rule",
    load: async () => (await import("./commands/strategy-report")).strategyReport,
  },
  "strategy-labels": {
    help: "strategy-labels --out FILE [--hands N] [--seed S] [--workers K]  exact split counts of seeded hands (derivation input)",
    load: async () => (await import("./commands/strategy-labels")).strategyLabels,
  },
  "verify-strategy": {
    help: "verify-strategy [--workers K]  the trainer's way over all 154M hands: never fouls, equal cards never change a value",
    load: async () => (await import("./commands/verify-strategy")).verifyStrategy,
  },
  "face-up-edge": {
    help: "face-up-edge --way W [--resume] [--max-seconds T] [--summary] [--simulate N [--seed S]] [--check N]  Face Up Pai Gow's exact house edge, the player setting a best split against the shown dealer",
    load: async () => (await import("./commands/face-up-edge")).faceUpEdge,
  },
  "exact-edge": {
    help: "exact-edge [--way W | --way-file FILE] [--variant V] [--workers N] [--out DIR] [--resume] [--scores] [--rescore] [--summary] [--lookup] [--check N [--seed S]]  every suit class once: exact EV of the house way, the trainer's way and the best split; --scores keeps every variant's split scores in the checkpoints (derive-strategy's input)",
    load: async () => (await import("./commands/exact-edge")).exactEdge,
  },
  "derive-strategy": {
    help: "derive-strategy [--exact [--way W --variant V] [--dir DIR] [--sample P] [--max-rules N] [--two-thresholds] [--measure FILE [--list N]]]  derive a trainer's way from exact EVs (scripts/derive-strategy.ts); with --way/--variant from exact-edge --scores checkpoints",
    load: async () => (await import("./commands/strategy-derive")).deriveStrategy,
  },
  "way-document": {
    help: "way-document WAY [--hash]  a published casino way's document (JSON, lib/engine/ways/document.ts)",
    load: async () => (await import("./commands/way-document")).wayDocumentCommand,
  },
  "check-way": {
    help: "check-way FILE [--stride N] [--quiet]  set every suit class by a way document: exit 0 with the count, 1 with the first fouling hands",
    load: async () => (await import("./commands/check-way")).checkWayCommand,
  },
  deal: {
    help: "deal [--hands N] [--seed S]  random seven-card hands, one per line",
    load: async () => (await import("./commands/deal")).dealCommand,
  },
  counts: {
    help: "counts [--workers K]  best-five categories over all 154,143,080 seven-card hands",
    load: async () => (await import("./commands/counts")).counts,
  },
  bonus: {
    help: "bonus [--workers K] | --list [--way W --variant V] | --table NAME [--way W --variant V]  Fortune bonus rows over all 154,143,080 hands and the exact house edge; every side bet's exact edge (RULES.md 13.2)",
    load: async () => (await import("./commands/bonus")).bonus,
  },
  user: {
    help: "user create|set-role --username U [--password P] [--role student|teacher|admin] [--email E]  accounts",
    load: async () => (await import("./commands/user")).userCommand,
  },
  "ledger-check": {
    help: "ledger-check [--db PATH]  every table wallet's balance equals its ledger (exit 1 naming the learner)",
    load: async () => (await import("./commands/ledger-check")).ledgerCheck,
  },
  backup: {
    help: "backup FILE [--force] [--db PATH]  copy the store (SQLite online backup, or pg_dump -Fc with DATABASE_URL) to FILE",
    load: async () => (await import("./commands/backup")).backupCommand,
  },
  restore: {
    help: "restore FILE [--force] [--db PATH]  replace the store with a backup (refuses a store holding data without --force)",
    load: async () => (await import("./commands/restore")).restoreCommand,
  },
  "demo-seed": {
    help: "demo-seed [--seed S]  a demo teacher, class and 12 students with practice history",
    load: async () => (await import("./commands/demo-seed")).demoSeed,
  },
};

/** Runs one command line (the words after `paigow`); bad input throws (cli-support `fail`). */
export async function main(argv: readonly string[]): Promise<void> {
  const [name, ...args] = argv;
  if (!name || name === "help" || name === "--help") {
    process.stdout.write(
      `usage: paigow COMMAND\n${Object.values(COMMANDS)
        .map((c) => `  ${c.help}`)
        .join("\n")}\n`,
    );
    return;
  }
  const command = COMMANDS[name];
  if (!command) throw new UsageError(`unknown command "${name}" (try "paigow help")`);
  await (await command.load())(args);
}
