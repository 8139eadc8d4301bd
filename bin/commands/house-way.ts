/**
 * `paigow house-way`: reads hands from stdin, one per line, and streams
 * `HAND<TAB>RULE<TAB>BACK | FRONT` per line (RULES.md section 7), or
 * `ERROR: line N: REASON` for a bad line, and goes on.
 *
 * Built for throughput (over a million hands a second): lines are parsed as
 * bytes and the output is assembled in a byte buffer from cached texts.
 */
import { createReadStream } from "node:fs";
import { type Card, formatCard, parseHand, parseHandBytes } from "../../lib/engine/cards";
import { houseWayInto } from "../../lib/engine/house-way-fast";
import { IntMap } from "../../lib/engine/int-map";
import type { Way } from "../../lib/engine/rule-set";
import { backText, frontText } from "../../lib/engine/values";
import { wayDef } from "../../lib/engine/ways";
import { parseFlags, wayFlag } from "../cli-support";

const ascii = (s: string): Uint8Array => Buffer.from(s, "latin1");
const CARD_TEXT = Array.from({ length: 53 }, (_, c) => ascii(formatCard(c)));
const FRONT_TEXT = Array.from({ length: 182 }, (_, v) => ascii(` | ${frontText(v)}\n`));
const RULE_TEXT: Array<Uint8Array | undefined> = new Array(64).fill(undefined);
const backIndex = new IntMap(15);
const BACK_TEXT: Uint8Array[] = [];

const CARD_CHAR0 = CARD_TEXT.map((t) => t[0] as number);
const CARD_CHAR1 = CARD_TEXT.map((t) => t[1] as number);

let way: Way = "seed";

function ruleText(code: number): Uint8Array {
  const packed = (code >> 6) & 63;
  let rule = RULE_TEXT[packed];
  if (rule === undefined) RULE_TEXT[packed] = rule = ascii(`\t${wayDef(way).label(code)}\t`);
  return rule;
}

function backTextBytes(back: number): Uint8Array {
  let b = backIndex.get(back);
  if (b < 0) {
    b = BACK_TEXT.push(ascii(backText(back))) - 1;
    backIndex.set(back, b);
  }
  return BACK_TEXT[b] as Uint8Array;
}

function errorText(buf: Uint8Array, start: number, end: number, lineNo: number): string {
  try {
    parseHand(Buffer.from(buf.subarray(start, end)).toString("utf8"));
    return `ERROR: line ${lineNo}: unreadable hand\n`; // not reached: both parsers agree
  } catch (e) {
    return `ERROR: line ${lineNo}: ${e instanceof Error ? e.message : String(e)}\n`;
  }
}

const MAX_LINE_OUT = 128;
const parsed = new Int32Array(7);
const setting = new Int32Array(3);
const cards: Card[] = [0, 0, 0, 0, 0, 0, 0];

/**
 * Renders every complete line of buf[0, end) (and the tail too when `final`)
 * into `out`, stopping early when `out` is nearly full. Returns where it
 * stopped in buf and in out, and the line count so far.
 */
function render(
  buf: Buffer,
  end: number,
  final: boolean,
  out: Buffer,
  firstLine: number,
): { consumed: number; written: number; lineNo: number } {
  let start = 0;
  let pos = 0;
  let lineNo = firstLine;
  while (start < end && pos + MAX_LINE_OUT < out.length) {
    let nl = start;
    while (nl < end && buf[nl] !== 10) nl++;
    if (nl === end && !final) break;
    lineNo++;
    if (parseHandBytes(buf, start, nl, parsed)) {
      for (let k = 0; k < 7; k++) {
        const c = parsed[k] as number;
        cards[k] = c;
        if (k > 0) out[pos++] = 32;
        out[pos++] = CARD_CHAR0[c] as number;
        out[pos++] = CARD_CHAR1[c] as number;
      }
      houseWayInto(cards, setting, way);
      const code = setting[0] as number;
      const rule = ruleText(code);
      for (let k = 0; k < rule.length; k++) out[pos++] = rule[k] as number;
      const back = backTextBytes(setting[1] as number);
      for (let k = 0; k < back.length; k++) out[pos++] = back[k] as number;
      const front = FRONT_TEXT[setting[2] as number] as Uint8Array;
      for (let k = 0; k < front.length; k++) out[pos++] = front[k] as number;
    } else {
      const text = ascii(errorText(buf, start, nl, lineNo));
      if (pos + text.length >= out.length) {
        lineNo--;
        break;
      }
      out.set(text, pos);
      pos += text.length;
    }
    start = nl + 1;
  }
  return { consumed: Math.min(start, end), written: pos, lineNo };
}

export async function houseWayBatch(args: string[] = []): Promise<void> {
  way = wayFlag(parseFlags(args, { way: "string", "way-file": "string" }).flags);
  const stdout = process.stdout;
  const write = async (bytes: Uint8Array) => {
    if (!stdout.write(bytes)) await new Promise((resolve) => stdout.once("drain", resolve));
  };
  let lineNo = 0;
  let carry: Buffer = Buffer.alloc(0);
  const drain = async (buf: Buffer, final: boolean): Promise<Buffer> => {
    let rest = buf;
    for (;;) {
      // A fresh buffer each time: the stream may still hold the last one.
      const out = Buffer.allocUnsafe(rest.length * 3 + 4096);
      const r = render(rest, rest.length, final, out, lineNo);
      lineNo = r.lineNo;
      if (r.written > 0) await write(out.subarray(0, r.written));
      rest = rest.subarray(r.consumed);
      if (r.consumed === 0 || rest.length === 0) return rest;
    }
  };
  // Large reads: fewer, bigger batches than process.stdin's 64 KB chunks.
  for await (const chunk of createReadStream("", {
    fd: 0,
    highWaterMark: 1 << 20,
  }) as AsyncIterable<Buffer>) {
    const buf = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    carry = Buffer.from(await drain(buf, false)); // a copy: the chunk is not ours to keep
  }
  if (carry.length) await drain(carry, true);
}
