/**
 * For migration tests: a migrations folder holding a store's migrations before the one whose
 * tag ends with `tag`, so a test can make a store as the code before that migration left it
 * and then migrate the rest (drizzle/ for SQLite, drizzle-pg/ for PostgreSQL).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export function migrationsBefore(
  folder: "drizzle" | "drizzle-pg",
  tag: string,
  scratch: string,
): string {
  const out = path.join(scratch, folder);
  mkdirSync(path.join(out, "meta"), { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(root, folder, "meta/_journal.json"), "utf8"));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag.endsWith(tag));
  if (at <= 0) throw new Error(`no migration ${tag} after the first in ${folder}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(path.join(out, "meta/_journal.json"), JSON.stringify(journal));
  for (const e of journal.entries)
    copyFileSync(path.join(root, folder, `${e.tag}.sql`), path.join(out, `${e.tag}.sql`));
  return out;
}
