/**
 * Checks a way document over the whole game: every suit class of the
 * 154,143,080 hands (exact/classes.ts; a document's way is suit-symmetric,
 * so a class stands for all its hands) is set without an error and without a
 * foul (RULES.md 12.2: "every way never fouls"). Reports the classes and
 * hands checked, the fouls and errors, and the first few bad hands in words;
 * `onProgress(done, total)` after each rank multiset (about 100 classes) for
 * a progress bar. All classes take about 4 s of one core (paigow check-way: 3.7 s at nice 19).
 */
import { type Card, formatCard, formatHand } from "../cards";
import {
  CLASS_COUNT,
  classCount,
  type RankMultiset,
  rankMultisets,
  suitClasses,
} from "../exact/classes";
import { houseWayInto } from "../house-way-fast";
import { isFoul, setText } from "../values";
import type { WayDocument } from "./document";
import { installWayDocument, wayDef } from "./index";

export interface CheckWayResult {
  /** Suit classes checked, and the hands they stand for. */
  classes: number;
  hands: number;
  /** Classes whose setting fouls, and the hands they stand for. */
  fouls: number;
  foulHands: number;
  /** Classes the way could not set (a rule named cards the hand does not hold). */
  errors: number;
  /** The first bad hands, in words. */
  examples: string[];
  /** The same hands as card text (formatHand), for a page to draw and explain in its own words. */
  badHands: string[];
}

export interface CheckWayOptions {
  /** Check every stride-th rank multiset only (a quick sample; 1, the whole game, by default). */
  stride?: number;
  onProgress?: (done: number, total: number) => void;
  /** How many bad hands to describe (10). */
  examples?: number;
}

export function checkWay(doc: WayDocument, options: CheckWayOptions = {}): CheckWayResult {
  const way = installWayDocument(doc);
  const label = wayDef(way).label;
  const stride = options.stride ?? 1;
  const all = rankMultisets();
  let total = CLASS_COUNT;
  if (stride > 1) {
    total = 0;
    for (let m = 0; m < all.length; m += stride) total += classCount(all[m] as RankMultiset);
  }
  const keep = options.examples ?? 10;
  const r: CheckWayResult = {
    classes: 0,
    hands: 0,
    fouls: 0,
    foulHands: 0,
    errors: 0,
    examples: [],
    badHands: [],
  };
  const out = new Int32Array(3);
  const cards: Card[] = [0, 0, 0, 0, 0, 0, 0];
  for (let m = 0; m < all.length; m += stride) {
    const sc = suitClasses(all[m] as RankMultiset);
    for (let c = 0; c < sc.count; c++) {
      for (let k = 0; k < 7; k++) cards[k] = sc.cards[c * 7 + k] as Card;
      const weight = sc.weight[c] as number;
      r.classes++;
      r.hands += weight;
      try {
        houseWayInto(cards, out, way);
      } catch (e) {
        r.errors++;
        if (r.examples.length < keep) {
          r.badHands.push(formatHand(cards));
          r.examples.push(
            `${formatHand(cards)}: not set (${e instanceof Error ? e.message : String(e)})`,
          );
        }
        continue;
      }
      const back = out[1] as number;
      const front = out[2] as number;
      if (!isFoul(back, front)) continue;
      r.fouls++;
      r.foulHands += weight;
      if (r.examples.length < keep) {
        r.badHands.push(formatHand(cards));
        const code = out[0] as number;
        const i = code & 7;
        const j = (code >> 3) & 7;
        const backCards = cards.filter((_, k) => k !== i && k !== j);
        r.examples.push(
          `${formatHand(cards)}: ${backCards.map(formatCard).join(" ")} | ${formatCard(cards[i] as Card)} ${formatCard(cards[j] as Card)} = ${setText(back, front)} by ${label(code)}: the front beats the back`,
        );
      }
    }
    options.onProgress?.(r.classes, total);
  }
  return r;
}
