/**
 * `paigow ledger-check [--db PATH]`: every play-money wallet's balance must equal the sum of
 * its ledger and the balance its last entry recorded (RULES.md 8). Prints one line per wallet
 * that does not, naming the learner, and exits 1; prints the count and exits 0 when all agree.
 * The app's store: PostgreSQL when DATABASE_URL is set, else the SQLite file at DATABASE_PATH
 * unless --db names another file.
 */
import fs from "node:fs";
import { isPostgresUrl } from "../../db/schema";
import { databasePath, openDb } from "../../lib/db/client";
import { closePg, openPg } from "../../lib/db/pg";
import { type Queryable, sqliteClient } from "../../lib/db/store";
import { ledgerMismatches, walletCount } from "../../lib/db/table";
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

/** Prints the mismatches (or the all-clear) of any store; returns the exit code. */
export async function checkLedgers(db: Queryable): Promise<number> {
  const bad = await ledgerMismatches(db);
  for (const m of bad) {
    process.stdout.write(
      `MISMATCH\tlearner ${m.learnerId}\t${m.currency}\tbalance ${m.balance}\tledger sum ${m.ledgerSum}\tlast entry ${m.lastBalanceAfter ?? "none"}\n`,
    );
  }
  const wallets = await walletCount(db);
  if (bad.length > 0) {
    process.stdout.write(`${bad.length} of ${wallets} wallets inconsistent\n`);
    return 1;
  }
  process.stdout.write(`ok\t${wallets} wallets, every balance equals its ledger\n`);
  return 0;
}
