/**
 * `paigow check-way FILE`: reads a way document (`-` for stdin) and sets
 * every suit class of the 154,143,080 hands by it (lib/engine/ways/check.ts).
 * Exit 0 with the count when it sets them all without a foul; exit 1 with
 * the first hands it fouls or cannot set, in words; exit 2 when the document
 * itself is bad (the field and the problem). `--stride N` checks one rank
 * multiset in N only (a quick sample, as the tests do).
 */
import { publishedWayOf } from "../../lib/engine/ways";
import { checkWay } from "../../lib/engine/ways/check";
import { customWayId } from "../../lib/engine/ways/document";
import { intFlag, parseFlags, progressBar, readWayFile, UsageError } from "../cli-support";

export function checkWayCommand(args: string[]): void {
  const { flags, rest } = parseFlags(args, { quiet: "boolean", stride: "string" });
  const [file, ...extra] = rest;
  if (!file || extra.length > 0)
    throw new UsageError("usage: paigow check-way FILE [--stride N] [--quiet]");
  const stride = intFlag(flags, "stride", 1);
  const doc = readWayFile(file);
  const id = publishedWayOf(doc) ?? customWayId(doc);
  const bar = flags.quiet ? null : progressBar(`check-way ${id}`, 1);
  const r = checkWay(doc, {
    stride,
    onProgress: (done, total) => {
      bar?.setTotal(total);
      bar?.update(done);
    },
  });
  bar?.stop();
  const count = `${r.classes} suit classes (${r.hands} hands${stride > 1 ? `, one rank multiset in ${stride}` : ""})`;
  if (r.fouls === 0 && r.errors === 0) {
    process.stdout.write(`ok\t${id}\t${count}: every hand set, none fouled\n`);
    return;
  }
  process.stdout.write(
    `${[
      `fails\t${id}\t${count}: ${r.fouls} classes (${r.foulHands} hands) foul, ${r.errors} cannot be set`,
      ...r.examples,
    ].join("\n")}\n`,
  );
  process.exitCode = 1;
}
