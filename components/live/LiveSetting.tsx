"use client";

import type { Dispatch } from "react";
import { FoulQuestion, SettingButtons, SettingHand } from "@/components/table/SettingControls";
import type { Card } from "@/lib/engine";
import type { LiveAction, LiveUiState } from "./live-state";

/**
 * A live seat setting its seven cards (RULES.md 11.4) with the solo table's controls: laid out
 * as the viewer chose (by rank or as dealt), two picked for the front, what they make, House
 * Way until two are picked and then Done; a foul asks first in the one foul dialog both tables
 * share (walk finding 5). The round's clock is the live table's own (LiveInfo).
 */
export function LiveSetting({
  cards,
  hand,
  order,
  state,
  dispatch,
  busy,
  fourColour,
  onDone,
  onPlayFoul,
  onHouseWay,
}: {
  /** The viewer's cards as dealt (RULES.md 1 text). */
  cards: readonly string[];
  hand: readonly Card[];
  order: readonly number[];
  state: LiveUiState;
  dispatch: Dispatch<LiveAction>;
  busy: boolean;
  fourColour: boolean;
  onDone: () => void;
  onPlayFoul: () => void;
  onHouseWay: () => void;
}) {
  return (
    <div>
      <SettingHand
        dealt={cards.join(" ")}
        hand={hand}
        order={order}
        picked={state.picked}
        busy={busy}
        clock={null}
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
