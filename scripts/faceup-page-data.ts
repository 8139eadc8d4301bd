/**
 * The Face Up figures of the casinos page (lib/analyze/faceup-page-data.json), from what
 * `paigow face-up-edge` commits in data/faceup-edge/: per way its exact result (WAY.tsv, once
 * its pass over every suit class has finished) and its 20 M-round simulation (WAY.sim.tsv).
 *
 *   npx tsx scripts/faceup-page-data.ts
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseSummary } from "../lib/engine/exact/summary";
import { WAYS } from "../lib/engine/rule-set";

const root = path.join(import.meta.dirname, "..");
const read = (file: string) =>
  existsSync(file) ? parseSummary(readFileSync(file, "utf8")) : undefined;
const number = (s: Map<string, string>, key: string): number => {
  const value = Number(s.get(key));
  if (!Number.isFinite(value)) throw new Error(`${key} missing or not a number`);
  return value;
};

const ways = WAYS.map((way) => {
  const dir = path.join(root, "data/faceup-edge");
  const exact = read(path.join(dir, `${way}.tsv`));
  const sim = read(path.join(dir, `${way}.sim.tsv`));
  if (!sim)
    throw new Error(
      `data/faceup-edge/${way}.sim.tsv missing: paigow face-up-edge --way ${way} --simulate`,
    );
  return {
    way,
    exact: exact
      ? {
          houseEdge: number(exact, "house-edge-decimal"),
          win: number(exact, "win-decimal"),
          push: number(exact, "push-decimal"),
          loss: number(exact, "loss-decimal"),
        }
      : null,
    simulation: {
      rounds: number(sim, "rounds"),
      houseEdge: number(sim, "house-edge"),
      standardError: number(sim, "standard-error"),
    },
  };
});
const file = path.join(root, "lib/analyze/faceup-page-data.json");
writeFileSync(file, `${JSON.stringify({ ways }, null, 2)}\n`);
process.stdout.write(`${file}\n`);
