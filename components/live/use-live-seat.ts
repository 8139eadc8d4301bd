"use client";

import { type Dispatch, type RefObject, useMemo } from "react";
import { displayOrder } from "@/components/drill/drill-state";
import type { RulesDialogHandle } from "@/components/table/RulesDialog";
import {
  betTotal,
  bonusTotal,
  canDeal,
  settingOpen as cardsOpen,
  sideStakesOf,
  type TableEvent,
  type TableScreen,
} from "@/components/table/table-state";
import { ownSeatOf } from "@/components/table/table-view";
import { useSeatKeys } from "@/components/table/use-table-keys";
import { makeSplit, parseHand } from "@/lib/engine";
import type { LiveVerb } from "@/lib/live/api";
import type { TableConfig } from "@/lib/table/tables";

/**
 * What a live seat does with its chips and cards: Deal (the bet), Done (the set, through the
 * foul dialog when the front fouls), and the table's keys for them, the solo table's keys
 * (components/table/use-table-keys.ts): chips Q-Y, Backspace, C/Escape, B Re-Bet, Enter or D to
 * deal; 1-7 pick as laid out, Enter done, H house way; ? the rules. No New Game: the rounds
 * follow each other.
 */
export function useLiveSeat({
  state,
  dispatch,
  table,
  busy,
  byRank,
  rules,
  run,
}: {
  state: TableScreen;
  dispatch: Dispatch<TableEvent>;
  table: TableConfig;
  busy: boolean;
  /** The cards laid out by rank (else as dealt), as at the solo table. */
  byRank: boolean;
  rules: RefObject<RulesDialogHandle | null>;
  run: (verb: LiveVerb, body?: object) => void;
}) {
  const { view } = state;
  const cards = ownSeatOf(view)?.cards ?? null;
  const hand = useMemo(() => (cards ? parseHand(cards.join(" ")) : null), [cards]);
  const order = useMemo(() => (hand ? displayOrder(hand, byRank) : []), [hand, byRank]);
  const settingOpen = cardsOpen(state);
  const [a, b] = state.picked;
  const foul = hand && a !== undefined && b !== undefined ? makeSplit(hand, a, b).foul : false;

  const playPicked = () => {
    // Only after the foul dialog when it fouls: the server refuses an unconfirmed foul.
    if (cards && a !== undefined && b !== undefined)
      run("set", { front: [cards[a], cards[b]], confirmFoul: foul });
  };
  const done = () => {
    if (busy || !cards || a === undefined || b === undefined) return;
    if (foul) dispatch({ type: "ask-foul" });
    else playPicked();
  };
  // Chips are stacked before the deal (kept while the bank approves); Deal only in the bets.
  const deal = () => {
    const main = betTotal(state);
    const bonus = bonusTotal(state);
    if (!busy && canDeal(state) && view.phase === "bets") {
      dispatch({ type: "placed" });
      run("bet", { main, ...(bonus > 0 ? { bonus } : {}), ...sideStakesOf(state) });
    }
  };

  useSeatKeys({
    chips: table.chips,
    order,
    busy,
    setting: settingOpen,
    dispatch,
    enter: () => (settingOpen ? done() : deal()),
    deal,
    houseWay: () => {
      if (settingOpen && !busy) run("house-way");
    },
    newGame: () => undefined,
    rules: () => rules.current?.open(),
  });

  return { cards, hand, order, settingOpen, done, playPicked, deal };
}
