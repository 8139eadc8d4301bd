/**
 * How long saving a learner's own way takes to check (issue 52 part 3: at most 90 s): the app's
 * own path (lib/ways/checks.ts runWayCheck: a bundled worker thread at nice 10) over all
 * 6,972,147 suit classes, for a way one rule away from Foxwoods and for one that fouls.
 *
 *   npx tsx scripts/bench-way-check.ts
 */
import { type WayDocument, wayDocument } from "@/lib/engine";
import { runWayCheck } from "@/lib/ways/checks";

async function time(label: string, doc: WayDocument): Promise<void> {
  const started = performance.now();
  let reports = 0;
  const r = await runWayCheck(doc, () => {
    reports++;
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label}\t${seconds.toFixed(1)} s\t${r.classes} classes\t${r.fouls} fouling\t${reports} progress reports`,
  );
}

const changed = structuredClone(wayDocument("foxwoods"));
changed.rules.trips = { option: "two-highest-singles", tripAces: "two-highest-singles" };
const fouling = structuredClone(wayDocument("foxwoods"));
fouling.rules["no-pair"] = { option: "singles-in-front", positions: [1, 2] };
await time("foxwoods, three aces changed", changed);
await time("no pair: two highest in front", fouling);
