/**
 * `paigow way-document W`: prints a published casino way's document (the
 * file lib/engine/ways/documents/W.json, format in lib/engine/ways/document.ts),
 * so `paigow house-way --way-file <(paigow way-document W)` sets as `--way W`.
 * With `--hash`, prints its id hash instead (the hash a custom copy would take).
 */
import { WAYS } from "../../lib/engine/rule-set";
import { isDocumentWay, wayDocument } from "../../lib/engine/ways";
import { formatWayDocument, wayHash } from "../../lib/engine/ways/document";
import { parseFlags, UsageError } from "../cli-support";

export function wayDocumentCommand(args: string[]): void {
  const { flags, rest } = parseFlags(args, { hash: "boolean" });
  const [way, ...extra] = rest;
  if (!way || extra.length > 0) throw new UsageError("usage: paigow way-document WAY [--hash]");
  if (way === "seed")
    throw new UsageError(
      "the seed way is RULES.md section 5's own code, not a document (its \"busy joker\" and straight tests are outside 12.1's vocabulary)",
    );
  if (!isDocumentWay(way))
    throw new UsageError(
      `unknown published way "${way}" (one of ${WAYS.filter((w) => w !== "seed").join(", ")})`,
    );
  const doc = wayDocument(way);
  process.stdout.write(flags.hash ? `${wayHash(doc)}\n` : formatWayDocument(doc));
}
