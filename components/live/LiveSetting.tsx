"use client";

import type { Dispatch } from "react";
import { FoulQuestion, SettingButtons, SettingHand } from "@/components/table/SettingControls";
import type { TableEvent, TableScreen } from "@/components/table/table-state";
import type { Card } from "@/lib/engine";
import { useLiveClock } from "./use-live-clock";

/**
 * A live seat setting its seven cards (RULES.md 11.4) with the solo table's controls: laid out
 * as the viewer chose (by rank or as dealt), two picked for the front, what they make, House
 * Way until two are picked and then Done; a foul asks first in the one foul dialog both tables
 * share (walk finding 5), and the round's clock beside the cards as at the solo table (on a
 * phone the table's facts above are out of sight while the cards are picked).
 */
export function LiveSetting({
  cards,
  hand,
  order,
  state,
  dispatch,
  busy,
  fourColour,
  totalSeconds,
  onDone,
  onPlayFoul,
  onHouseWay,
}: {
  /** The viewer's cards as dealt (RULES.md 1 text). */
  cards: readonly string[];
  hand: readonly Card[];
  order: readonly number[];
  state: TableScreen;
  dispatch: Dispatch<TableEvent>;
  busy: boolean;
  fourColour: boolean;
  /** The setting phase's length (s): the clock's whole. */
  totalSeconds: number | null;
  onDone: () => void;
  onPlayFoul: () => void;
  onHouseWay: () => void;
}) {
  const clock = useLiveClock(state.view, totalSeconds);
  return (
    <div>
      <SettingHand
        dealt={cards.join(" ")}
        hand={hand}
        order={order}
        picked={state.picked}
        busy={busy}
        clock={clock}
        fourColour={fourColour}
        onToggle={(position) => dispatch({ type: "toggle", position })}
      />
      <FoulQuestion
        asking={state.confirmFoul}
        busy={busy}
        dispatch={dispatch}
        onPlay={onPlayFoul}
      />
      <div className="mt-3 grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        <SettingButtons
          picked={state.picked.length}
          busy={busy}
          settling={false}
          onDone={onDone}
          onHouseWay={onHouseWay}
          onClear={() => dispatch({ type: "clear-pick" })}
        />
      </div>
    </div>
  );
}
