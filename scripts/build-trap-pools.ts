/**
 * The traps drill's pool of every casino rule set (issue 31): lib/practice/trap-pools/
 * WAY-VARIANT.bin, in the format of lib/engine/exact/trap-pool.ts, and manifest.json saying
 * how much of the game each pool covers. A class is a trap of a rule set when its best split
 * beats that rule set's house way by at least TRAP_MIN_GAIN (edge.ts collects them per
 * variant during the exact pass).
 *
 *   npx tsx scripts/build-trap-pools.ts --part WAY K N STRIDE   evaluate the chunks n with
 *       n % STRIDE == 0 and (n / STRIDE) % N == K (run N of them side by side), to /tmp parts
 *   npx tsx scripts/build-trap-pools.ts --merge WAY STRIDE N      write WAY's three pools from
 *       a full exact-edge run's checkpoints (STRIDE 1, N 1: every class) or from the N parts
 *
 * A full pass of one way takes about 40 minutes on 2 cores; a stride of S covers every S-th
 * chunk of 200 rank multisets (spread over the whole game), so about 1/S of the classes, each
 * still drawn by its exact weight x cost.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { DEALER_HANDS } from "../lib/engine/ev";
import { CLASS_COUNT, classCount, rankMultisets } from "../lib/engine/exact/classes";
import { evaluateMultisets, scoreUnit, TRAP_MIN_GAIN } from "../lib/engine/exact/edge";
import { encodeTrapPool, type TrapEntry } from "../lib/engine/exact/trap-pool";
import { isWay, VARIANTS, type Variant, type Way } from "../lib/engine/rule-set";

const CHUNK = 200; // bin/commands/exact-edge.ts's chunk of rank multisets
const PARTS = "/tmp/trap-pool-parts";
const OUT = path.join(import.meta.dirname, "..", "lib", "practice", "trap-pools");
const all = rankMultisets();
const chunks = Math.ceil(all.length / CHUNK);
/** The first class index of each chunk (classes.ts order). */
const chunkBase: number[] = [];
{
  let at = 0;
  for (let n = 0; n < chunks; n++) {
    chunkBase.push(at);
    for (let m = n * CHUNK; m < Math.min(all.length, (n + 1) * CHUNK); m++)
      at += classCount(all[m] as (typeof all)[number]);
  }
}

function wayArg(s: string | undefined): Way {
  if (!isWay(s)) throw new Error(`unknown way ${s}`);
  return s;
}

const chosen = (stride: number, k: number, n: number) =>
  Array.from({ length: chunks }, (_, c) => c).filter(
    (c) => c % stride === 0 && (c / stride) % n === k,
  );

function part(way: Way, k: number, n: number, stride: number): void {
  mkdirSync(PARTS, { recursive: true });
  const out: Record<Variant, number[]> = { standard: [], ez: [], cf: [] };
  const list = chosen(stride, k, n);
  const started = performance.now();
  for (const [i, c] of list.entries()) {
    const r = evaluateMultisets(
      c * CHUNK,
      Math.min(all.length, (c + 1) * CHUNK),
      false,
      () => {},
      way,
    );
    for (const v of VARIANTS) {
      const t = r.traps[v];
      for (let j = 0; j < t.length; j += 3)
        out[v].push(
          (chunkBase[c] as number) + (t[j] as number),
          t[j + 1] as number,
          t[j + 2] as number,
        );
    }
    process.stderr.write(
      `\r${way} part ${k}/${n}: ${i + 1}/${list.length} chunks, ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  for (const v of VARIANTS)
    writeFileSync(`${PARTS}/${way}-${k}.${v}`, new Uint8Array(Float64Array.from(out[v]).buffer));
  process.stderr.write("\n");
}

function readTriples(file: string): Float64Array {
  const b = readFileSync(file);
  return new Float64Array(b.buffer, b.byteOffset, b.byteLength / 8);
}

function merge(way: Way, stride: number, n: number): void {
  mkdirSync(OUT, { recursive: true });
  const manifestFile = path.join(OUT, "manifest.json");
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : {};
  const covered = Array.from({ length: chunks }, (_, c) => c).filter((c) => c % stride === 0);
  let coveredClasses = 0;
  for (const c of covered)
    coveredClasses += (chunkBase[c + 1] ?? CLASS_COUNT) - (chunkBase[c] as number);
  for (const v of VARIANTS) {
    // The online 5% game's pool is lib/practice/trap-pool.bin (scripts/build-trap-pool.ts).
    if (way === "seed" && v === "standard") continue;
    const triples: Float64Array[] = [];
    if (stride === 1 && n === 1) {
      const dir = way === "seed" ? "data/exact-edge" : `data/exact-edge-${way}`;
      for (let c = 0; c < chunks; c++) {
        const file = `${dir}/chunk-${String(c).padStart(4, "0")}.${v}.traps`;
        const t = readTriples(file);
        const shifted = new Float64Array(t);
        for (let j = 0; j < t.length; j += 3)
          shifted[j] = (t[j] as number) + (chunkBase[c] as number);
        triples.push(shifted);
      }
    } else for (let k = 0; k < n; k++) triples.push(readTriples(`${PARTS}/${way}-${k}.${v}`));
    const entries: TrapEntry[] = [];
    for (const t of triples)
      for (let j = 0; j < t.length; j += 3)
        entries.push({
          index: t[j] as number,
          weight: t[j + 1] as number,
          cost: t[j + 2] as number,
        });
    entries.sort((a, b) => a.index - b.index);
    const minCost = Math.ceil(TRAP_MIN_GAIN * scoreUnit(v, DEALER_HANDS));
    const raw = encodeTrapPool(entries, minCost);
    const packed = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const slug = `${way}-${v}`;
    writeFileSync(path.join(OUT, `${slug}.bin`), packed);
    const hands = entries.reduce((s, e) => s + e.weight, 0);
    manifest[slug] = {
      classes: entries.length,
      hands,
      coveredClasses,
      coverage: Number((coveredClasses / CLASS_COUNT).toFixed(4)),
      bytes: packed.length,
    };
    console.log(
      `${slug}\t${entries.length} classes, ${hands} hands, coverage ${manifest[slug].coverage}, ${packed.length} bytes`,
    );
  }
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
}

const [mode, w, a, b, c] = process.argv.slice(2);
if (mode === "--part") part(wayArg(w), Number(a), Number(b), Number(c));
else if (mode === "--merge") merge(wayArg(w), Number(a), Number(b ?? 1));
else throw new Error("usage: --part WAY K N STRIDE | --merge WAY STRIDE N");
