/**
 * `paigow backup FILE [--force] [--db PATH]` (and the shared parts of `paigow restore`, restore.ts):
 * the app's store (PostgreSQL when DATABASE_URL is set, else the SQLite file at DATABASE_PATH
 * or --db) to a backup file and back (lib/db/backup.ts). Restore replaces everything, so it
 * refuses a store holding data without --force; stop the app instances before restoring.
 */
import { isPostgresUrl } from "../../db/schema";
import { BackupProblem, backupStore, type StoreTarget } from "../../lib/db/backup";
import { databasePath } from "../../lib/db/client";
import { parseFlags, UsageError } from "../cli-support";

export function parse(
  args: string[],
  verb: string,
): { file: string; force: boolean; target: StoreTarget } {
  const { flags, rest } = parseFlags(args, { force: "boolean", db: "string" });
  const [file, extra] = rest;
  if (!file) throw new UsageError(`${verb} needs a FILE`);
  if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`);
  const url = process.env.DATABASE_URL;
  if (isPostgresUrl(url)) {
    if (typeof flags.db === "string")
      throw new UsageError("--db names a SQLite file: unset DATABASE_URL");
    return { file, force: flags.force === true, target: { dialect: "pg", url: url as string } };
  }
  const db = typeof flags.db === "string" ? flags.db : databasePath();
  return { file, force: flags.force === true, target: { dialect: "sqlite", file: db } };
}

/** What the store is, for the report line (never a password). */
export function describeStore(target: StoreTarget): string {
  if (target.dialect === "sqlite") return `SQLite ${target.file}`;
  const u = new URL(target.url);
  return `PostgreSQL ${u.hostname}:${u.port || "5432"}${u.pathname}`;
}

export async function userFacing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BackupProblem) throw new UsageError(error.message);
    throw error;
  }
}

export async function backupCommand(args: string[]): Promise<void> {
  const { file, force, target } = parse(args, "backup");
  const { bytes } = await userFacing(() => backupStore(target, file, { force }));
  process.stdout.write(`backed up ${describeStore(target)} to ${file} (${bytes} bytes)\n`);
}
