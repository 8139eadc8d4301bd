/**
 * Backups of the store (issue 15), for `paigow backup FILE` / `paigow restore FILE`.
 *
 * SQLite: SQLite's online backup API (better-sqlite3's `backup()`), so a running server keeps
 * answering while the copy is made and the copy is consistent; restore copies the backup's
 * pages back into the database file the same way. PostgreSQL: `pg_dump -Fc` and
 * `pg_restore --clean --if-exists` in one transaction (a failed restore changes nothing),
 * found on the PATH or in /usr/lib/postgresql/VERSION/bin. The password never goes on a
 * command line (it would show in `ps`): it travels in PGPASSWORD.
 *
 * A restore replaces everything: it refuses a store holding data unless asked to `force`.
 * Stop the app instances first (their in-memory caches would otherwise outlive the data).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";

export type StoreTarget = { dialect: "sqlite"; file: string } | { dialect: "pg"; url: string };

/** A problem the user can fix (a file exists, no --force, not a backup): one line, exit 2. */
export class BackupProblem extends Error {}

/** Writes a backup of `target` to `file` (refuses an existing file unless `force`). */
export async function backupStore(
  target: StoreTarget,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<{ bytes: number }> {
  if (fs.existsSync(file) && !force)
    throw new BackupProblem(`${file} exists; give --force to replace it`);
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // Written beside the target, then renamed: an interrupted backup never leaves half a file.
  const partial = `${file}.partial-${process.pid}`;
  try {
    if (target.dialect === "sqlite") {
      if (!fs.existsSync(target.file)) throw new BackupProblem(`no database at ${target.file}`);
      const source = new Database(target.file, { fileMustExist: true });
      try {
        source.pragma("busy_timeout = 5000");
        await source.backup(partial);
      } finally {
        source.close();
      }
    } else {
      await runPgTool("pg_dump", ["--format=custom", "--file", partial], target.url);
    }
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { bytes: fs.statSync(file).size };
}

/**
 * Replaces the store's contents with the backup in `file`. Refuses a file that is not a backup
 * of this dialect, and a store that already holds tables unless `force`.
 */
export async function restoreStore(
  target: StoreTarget,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupProblem(`no backup at ${file}`);
  if (target.dialect === "sqlite") return restoreSqlite(target.file, file, force);
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, "r");
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString("latin1") !== "PGDMP")
    throw new BackupProblem(`${file} is not a PostgreSQL backup (pg_dump -Fc)`);
  if (!force) {
    const tables = await pgTableCount(target.url);
    if (tables > 0)
      throw new BackupProblem(
        `the PostgreSQL database holds ${tables} tables; give --force to replace them`,
      );
  }
  await runPgTool(
    "pg_restore",
    [
      "--clean",
      "--if-exists",
      "--single-transaction",
      "--exit-on-error",
      "--no-owner",
      "--no-privileges",
      file,
    ],
    target.url,
  );
}

async function restoreSqlite(databaseFile: string, backupFile: string, force: boolean) {
  const source = new Database(backupFile, { readonly: true, fileMustExist: true });
  try {
    let check: unknown;
    try {
      check = source.pragma("quick_check(1)", { simple: true });
    } catch {
      throw new BackupProblem(`${backupFile} is not a SQLite backup`);
    }
    if (check !== "ok") throw new BackupProblem(`${backupFile} fails SQLite's integrity check`);
    const migrations = source
      .prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'")
      .get();
    if (!migrations)
      throw new BackupProblem(`${backupFile} is not a backup of this app's database`);
    if (!force && fs.existsSync(databaseFile) && fs.statSync(databaseFile).size > 0)
      throw new BackupProblem(`a database exists at ${databaseFile}; give --force to replace it`);
    fs.mkdirSync(path.dirname(path.resolve(databaseFile)), { recursive: true });
    // The backup API writes the pages into the live file under SQLite's own locks, so a
    // connection open elsewhere sees the restored database rather than a file swapped under it.
    await source.backup(databaseFile);
  } finally {
    source.close();
  }
}

async function pgTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** The path of a PostgreSQL client program: the PATH's, else the newest Debian server's. */
export function pgToolPath(name: "pg_dump" | "pg_restore"): string {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(dir, name);
    if (dir && isExecutable(candidate)) return candidate;
  }
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => /^\d+(\.\d+)?$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const candidate = path.join(root, version, "bin", name);
    if (isExecutable(candidate)) return candidate;
  }
  throw new BackupProblem(`${name} not found (install Debian's postgresql-client)`);
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Runs pg_dump / pg_restore against `url`; rejects with its stderr when it fails. */
function runPgTool(name: "pg_dump" | "pg_restore", args: string[], url: string): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  const env = { ...process.env };
  if (password) env.PGPASSWORD = password;
  const program = pgToolPath(name);
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, "--dbname", parsed.toString()], {
      env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}
