/**
 * How long an own way's background exact run takes (issue 52 part 3: at most 20 min at low
 * priority): the app's own path (lib/ways/exact-runs.ts runInWorker: a bundled worker thread
 * at nice 19) over all 6,972,147 suit classes for a way one rule away from Foxwoods. Prints
 * wall and CPU seconds (the process's, worker included) and CPU per class. `--multisets N`
 * runs the first N rank multisets only (a quick look; the figure to quote is the whole game).
 *
 *   nice -n 19 npx tsx scripts/bench-way-run.ts [--multisets N]
 */
import { wayDocument } from "@/lib/engine";
import { runInWorker } from "@/lib/ways/exact-runs";

const at = process.argv.indexOf("--multisets");
const multisets = at > 0 ? Number(process.argv[at + 1]) : undefined;
if (multisets !== undefined && !(Number.isInteger(multisets) && multisets > 0))
  throw new Error("--multisets takes a positive integer");

const doc = structuredClone(wayDocument("foxwoods"));
doc.rules.trips = { option: "two-highest-singles", tripAces: "two-highest-singles" };

const started = performance.now();
const cpu = process.cpuUsage();
let last = 0;
const run = await runInWorker({ document: doc, multisets, nice: 19 }, (done, total) => {
  const now = performance.now();
  if (now - last < 60_000) return;
  last = now;
  console.error(`${((now - started) / 1000).toFixed(0)} s: ${done} of ${total} classes`);
});
const figures = await run.figures;
const wall = (performance.now() - started) / 1000;
const used = process.cpuUsage(cpu);
const cpuSeconds = (used.user + used.system) / 1e6;
console.log(`classes\t${figures.classes}`);
console.log(`wall-seconds\t${wall.toFixed(1)}`);
console.log(`cpu-seconds\t${cpuSeconds.toFixed(1)}`);
console.log(`cpu-ms-per-class\t${((1000 * cpuSeconds) / figures.classes).toFixed(4)}`);
console.log(`house-way-standard\t${figures.byVariant.standard["house-way"]}`);
console.log(`optimal-standard\t${figures.byVariant.standard.optimal}`);
process.exit(0);
