/**
 * A casino-way clause's condition in words (messages Rules.casinoWay.*, ranks from Game.ranks*):
 * the one place the page and its tests turn lib/rules/casino-way.ts's conditions into text.
 * Client-safe and pure: the translator is passed in.
 */
import type { Translate } from "@/lib/i18n/game-text";
import { type Condition, rankChar, type SideCondition } from "./casino-way";

/** Ranks `from` to `to` (indices, 0 = two) in words: "sevens to tens", "kings". */
export function rankRangeWords(t: Translate, from: number, to: number): string {
  const w = (key: string, params?: Record<string, string | number>) =>
    t(`Rules.casinoWay.${key}`, params);
  const plural = (r: number) => t(`Game.ranksPlural.${rankChar(r)}`);
  const one = (r: number) => t(`Game.ranks.${rankChar(r)}`);
  return from === to
    ? w("rank", { rank: plural(from), char: rankChar(from) })
    : w("range", {
        from: plural(from),
        to: plural(to),
        fromOne: one(from),
        toOne: one(to),
        toChar: rankChar(to),
      });
}

export function conditionWords(t: Translate, c: Condition): string {
  const w = (key: string, params?: Record<string, string | number>) =>
    t(`Rules.casinoWay.${key}`, params);
  const plural = (r: number) => t(`Game.ranksPlural.${rankChar(r)}`);
  const range = (from: number, to: number) => rankRangeWords(t, from, to);
  const side = (s: SideCondition) => w(`side.${s}`);
  switch (c.kind) {
    case "straight":
      return w(`when.straight.${c.handType}`);
    case "straightException":
      return w(
        `when.exception.${c.rule.replace("straight:", "")}`,
        c.ranks ? { ranks: range(c.ranks[0], c.ranks[1]) } : undefined,
      );
    case "quadAces":
      return w("when.quadAces", { ranks: range(c.from, c.to) });
    case "fiveAces":
      return w(`when.fiveAces.${c.kings === null ? "always" : c.kings ? "kings" : "otherwise"}`);
    case "quadsWith":
      return w(`when.quadsWith.${c.with}`);
    case "quads":
      return w("when.quads", { ranks: range(c.from, c.to), side: side(c.side) });
    case "single":
      return w("when.always");
    case "fullHouse":
      return c.aceKing === true
        ? w("when.fullHouseAceKing", { ranks: range(c.pairFrom, c.pairTo) })
        : w(c.aceKing === null ? "when.always" : "when.otherwise");
    case "trips":
      return w("when.trips", { ranks: range(c.from, c.to) });
    case "twoPairHigh":
      return w("when.twoPairHigh", { ranks: range(c.from, c.to), side: side(c.side) });
    case "twoPairRanges":
      return w("when.twoPairRanges", {
        high: range(c.from, c.to),
        low: c.lowTop ? w("orHigher", { rank: plural(c.lowFrom) }) : range(c.lowFrom, c.lowTo),
        side: side(c.side),
      });
    case "twoPairClasses":
      return w("when.twoPairClasses", {
        classes: c.classes.map((k) => w(`classes.${k}`)).join(w("or")),
        side: side(c.side),
      });
  }
}
