/**
 * Seeded randomness, passed in everywhere so deals replay and tests are
 * deterministic. sfc32 seeded through splitmix32: fast, 128-bit state, good
 * statistical quality for dealing cards.
 */
import { type Card, DECK_SIZE } from "./cards";

export type Rng = () => number; // uniform in [0, 1)

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function createRng(seed: number): Rng {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** Uniform integer in [0, n). */
export const randomInt = (rng: Rng, n: number): number => Math.floor(rng() * n);

/** A shuffled copy of `items` (Fisher-Yates). */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const t = out[i] as T;
    out[i] = out[j] as T;
    out[j] = t;
  }
  return out;
}

/** Deals `n` distinct cards (a partial shuffle: only the first n positions). */
export function deal(rng: Rng, n = 7, excluded: readonly Card[] = []): Card[] {
  const skip = new Set(excluded);
  const deck: Card[] = [];
  for (let c = 0; c < DECK_SIZE; c++) if (!skip.has(c)) deck.push(c);
  for (let i = 0; i < n; i++) {
    const j = i + randomInt(rng, deck.length - i);
    const t = deck[i] as Card;
    deck[i] = deck[j] as Card;
    deck[j] = t;
  }
  return deck.slice(0, n);
}
