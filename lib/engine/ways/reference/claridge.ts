/**
 * Claridge's house way (Atlantic City), RULES.md 12.2 `claridge`: Trump
 * Plaza's, except that a full house always puts the pair in front, quads
 * 7-10 stay together only with an ace single, and quads J-K always split.
 */
import { ACE, SIX, TEN } from "../ranks";
import { aceSingle, type CasinoWay, common } from "../shared";
import { trumpPlaza } from "./trump-plaza";

export const claridge: CasinoWay = {
  ...trumpPlaza,
  fullHouse: common.fullHouse,
  quads: (h) => {
    const q = h.quads;
    const keep = q <= SIX || (q <= TEN && q < ACE && aceSingle(h));
    return common.quads(h, keep);
  },
};
