/**
 * `paigow ledger-check [--db PATH]`: every play-money wallet's balance must equal the sum of
 * its ledger and the balance its last entry recorded (RULES.md 8), never be negative, and hold
 * exactly the cover of the live rounds its learner banks and are not settled (issue 29).
 * Prints one line per wallet that does not, naming the learner, and exits 1; prints the count
 * and exits 0 when all agree.
 * The app's store: PostgreSQL when DATABASE_URL is set, else the SQLite file at DATABASE_PATH
 * unless --db names another file.
 */
import fs from "node:fs";
import { isPostgresUrl } from "../../db/schema";
import { databasePath, openDb } from "../../lib/db/client";
import { closePg, openPg } from "../../lib/db/pg";
import { openLearnerBankRounds } from "../../lib/db/rounds";
import { type Queryable, sqliteClient } from "../../lib/db/store";
import { allWallets, ledgerMismatches, walletCount } from "../../lib/db/table";
import { bankExposure } from "../../lib/table/money";
import { parseFlags, UsageError } from "../cli-support";

export async function ledgerCheck(args: string[]): Promise<void> {
  const { flags, rest } = parseFlags(args, { db: "string" });
  if (rest.length > 0) throw new UsageError(`unexpected argument "${rest[0]}"`);
  const url = process.env.DATABASE_URL;
  if (isPostgresUrl(url)) {
    // The tables are PostgreSQL's for this whole process (db/schema): no SQLite file then.
    if (typeof flags.db === "string")
      throw new UsageError("--db names a SQLite file: unset DATABASE_URL");
    const db = openPg(url as string, { max: 1 });
    try {
      process.exitCode = await checkLedgers(db);
    } finally {
      await closePg(db);
    }
    return;
  }
  const file = typeof flags.db === "string" ? flags.db : databasePath();
  if (!fs.existsSync(file)) throw new UsageError(`no database at "${file}"`);
  const db = openDb(file);
  try {
    process.exitCode = await checkLedgers(db);
  } finally {
    sqliteClient(db).close();
  }
}

/** Wallets whose balance is negative or whose held money is not their open banks' cover. */
export async function heldMismatches(db: Queryable): Promise<string[]> {
  const owed = new Map<string, number>();
  for (const r of await openLearnerBankRounds(db)) {
    const key = `${r.learnerId}\t${r.currency}`;
    owed.set(key, (owed.get(key) ?? 0) + bankExposure(r.bets, r.commissionBp, r.bankCommissionBp));
  }
  const bad: string[] = [];
  for (const w of await allWallets(db)) {
    const key = `${w.learnerId}\t${w.currency}`;
    const cover = owed.get(key) ?? 0;
    if (w.balance < 0 || w.held !== cover)
      bad.push(
        `HELD\tlearner ${w.learnerId}\t${w.currency}\tbalance ${w.balance}\theld ${w.held}\topen banks' cover ${cover}`,
      );
  }
  return bad;
}

/** Prints the mismatches (or the all-clear) of any store; returns the exit code. */
export async function checkLedgers(db: Queryable): Promise<number> {
  const bad = await ledgerMismatches(db);
  for (const m of bad) {
    process.stdout.write(
      `MISMATCH\tlearner ${m.learnerId}\t${m.currency}\tbalance ${m.balance}\tledger sum ${m.ledgerSum}\tlast entry ${m.lastBalanceAfter ?? "none"}\n`,
    );
  }
  const held = await heldMismatches(db);
  for (const line of held) process.stdout.write(`${line}\n`);
  const count = await walletCount(db);
  if (bad.length + held.length > 0) {
    process.stdout.write(`${bad.length + held.length} of ${count} wallets inconsistent\n`);
    return 1;
  }
  process.stdout.write(`ok\t${count} wallets, every balance equals its ledger\n`);
  return 0;
}
