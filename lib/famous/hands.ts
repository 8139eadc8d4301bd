/**
 * The famous hands (issue 54 item 3): hands players argue about, as data only. A hand is its
 * id, its seven cards (card text, RULES.md 1; `JK` the joker) and the theme it is argued under.
 * Nothing here says how to set it: the best split, its EV and the house way's setting are
 * computed by the engine under the learner's casino (./answer.ts), never typed in. The id
 * names the texts (messages/<locale>/famous.json `Famous.hands.<id>`) and never reaches the
 * screen. Client-safe (no server imports).
 */

export const FAMOUS_THEMES = [
  "joker",
  "two-pair",
  "three-pair",
  "trips",
  "full-house",
  "quads",
  "five-aces",
  "straight-flush",
  "no-pair",
] as const;
type FamousTheme = (typeof FAMOUS_THEMES)[number];

export interface FamousHand {
  id: string;
  /** Seven cards as card text, in the order they are shown. */
  cards: string;
  theme: FamousTheme;
}

export const FAMOUS_HANDS = [
  // The issue's own hand: a flush with queens in front, or the trips kept whole.
  { id: "queens-flush-joker", cards: "As JK Qs Qh Qd 7s 2s", theme: "joker" },
  { id: "joker-straight-or-ace", cards: "JK Kd Qs Jc Th 4s 3d", theme: "joker" },
  { id: "joker-straight-pair", cards: "JK 8h 8d 7c 6s 5h Kd", theme: "joker" },
  { id: "joker-flush-pair", cards: "JK Ks 9s 6s 3s 3h Qd", theme: "joker" },
  { id: "joker-three-pair", cards: "JK Ah Kd Kc 5s 5h 9d", theme: "joker" },
  { id: "kings-fives-ace", cards: "Ah Kd Kc 5s 5h 9d 3c", theme: "two-pair" },
  { id: "aces-kings", cards: "As Ad Ks Kd 7h 4c 2s", theme: "two-pair" },
  { id: "sixes-threes-ace", cards: "6s 6h 3d 3c Ac 9h 8d", theme: "two-pair" },
  { id: "jacks-sixes-king", cards: "Js Jh 6d 6c Kh 9d 4s", theme: "two-pair" },
  { id: "jacks-tens-ace", cards: "Js Jh Td Tc Ah 6d 3s", theme: "two-pair" },
  { id: "kings-twos", cards: "Ks Kh 2d 2c Jh 9d 5s", theme: "two-pair" },
  { id: "queens-jacks-ace", cards: "Qs Qh Jd Jc Ad 8s 2h", theme: "two-pair" },
  { id: "three-pair-kings", cards: "Ks Kh 9d 9c 4s 4h 2d", theme: "three-pair" },
  { id: "three-pair-aces", cards: "As Ah 8d 8c 4s 4h Kd", theme: "three-pair" },
  { id: "trip-aces", cards: "As Ah Ad Kc 9h 7d 3s", theme: "trips" },
  { id: "trip-eights", cards: "8s 8h 8d Kc Qh 5d 3s", theme: "trips" },
  { id: "two-trips", cards: "9s 9h 9d 5c 5h 5d Ks", theme: "trips" },
  { id: "kings-full-twos", cards: "Ks Kh Kd 2c 2h Ad Qs", theme: "full-house" },
  { id: "queens-full-two-pairs", cards: "Qs Qh Qd 8c 8h 4d 4s", theme: "full-house" },
  { id: "tens-full-sixes", cards: "Ts Th Td 6c 6h Ad 3s", theme: "full-house" },
  { id: "fours-full-low-pairs", cards: "4s 4h 4d 3c 3h 2d 2s", theme: "full-house" },
  { id: "quad-fives", cards: "5s 5h 5d 5c Ah Kd 9s", theme: "quads" },
  { id: "quad-nines-ace", cards: "9s 9h 9d 9c As Kd 4s", theme: "quads" },
  { id: "quad-kings", cards: "Ks Kh Kd Kc Qs 8h 4d", theme: "quads" },
  { id: "quad-aces", cards: "As Ah Ad Ac Ks 9h 4d", theme: "quads" },
  { id: "quad-sevens-queens", cards: "7s 7h 7d 7c Qs Qh 3d", theme: "quads" },
  { id: "five-aces-kings", cards: "As Ah Ad Ac JK Ks Kh", theme: "five-aces" },
  { id: "five-aces-alone", cards: "As Ah Ad Ac JK 9s 4h", theme: "five-aces" },
  { id: "straight-or-two-pair", cards: "Ts Th 9d 8c 7s 7h 6d", theme: "straight-flush" },
  { id: "straight-with-fives", cards: "9s 8h 7d 6c 5s 5h Ad", theme: "straight-flush" },
  { id: "straight-with-aces", cards: "As Ah Kd Qc Js Ts 4h", theme: "straight-flush" },
  { id: "wheel-with-aces", cards: "As Ah 2d 3c 4s 5h 9d", theme: "straight-flush" },
  { id: "flush-or-two-pair", cards: "As 8s 8d 4s 4h 2s Js", theme: "straight-flush" },
  { id: "straight-flush-fives", cards: "9h 8h 7h 6h 5h 5d Kc", theme: "straight-flush" },
  { id: "seven-card-straight", cards: "Ks Qh Jd Tc 9s 8h 7d", theme: "straight-flush" },
  { id: "straight-and-flush", cards: "Ks Qh Js Ts 9s 8h 4s", theme: "straight-flush" },
  { id: "ace-king-no-pair", cards: "Ah Kd 9c 7s 5h 3d 2c", theme: "no-pair" },
] as const satisfies readonly FamousHand[];

export type FamousId = (typeof FAMOUS_HANDS)[number]["id"];

const BY_ID: ReadonlyMap<string, FamousHand> = new Map(FAMOUS_HANDS.map((h) => [h.id, h]));

export const isFamousId = (id: unknown): id is FamousId => typeof id === "string" && BY_ID.has(id);

/** The famous hand of `id`, or undefined for any other text. */
export const famousHand = (id: string): FamousHand | undefined => BY_ID.get(id);
