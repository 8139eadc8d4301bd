/**
 * `paigow restore FILE [--force] [--db PATH]`: replaces the app's store with a backup made by
 * `paigow backup` (lib/db/backup.ts). Refuses a store holding data without --force; stop the
 * app instances first.
 */
import { restoreStore } from "../../lib/db/backup";
import { describeStore, parse, userFacing } from "./backup";

export async function restoreCommand(args: string[]): Promise<void> {
  const { file, force, target } = parse(args, "restore");
  await userFacing(() => restoreStore(target, file, { force }));
  process.stdout.write(`restored ${describeStore(target)} from ${file}\n`);
}
