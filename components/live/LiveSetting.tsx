"use client";

import { useTranslations } from "next-intl";
import type { Dispatch } from "react";
import { HandPicker } from "@/components/drill/HandPicker";
import { SetPreview } from "@/components/drill/SetPreview";
import { Kbd, primary, secondary } from "@/components/table/buttons";
import { FoulConfirm } from "@/components/table/SettingControls";
import type { Card } from "@/lib/engine";
import type { LiveAction, LiveUiState } from "./live-state";

/**
 * A live seat setting its seven cards (RULES.md 11.4): laid out as the viewer chose (by rank
 * or as dealt, the solo table's toggle), two picked for the front, what they make, Done or
 * House Way; a foul asks first in the one foul dialog both tables share (walk finding 5).
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
  const t = useTranslations("Live.controls");
  return (
    // The viewer's own cards in dealt order: tests read the deal here, whatever the layout.
    <div className="space-y-2" data-dealt-hand={cards.join(" ")}>
      <p className="text-sm text-felt-100">{t("pickTwo")}</p>
      <HandPicker
        hand={hand}
        order={order}
        front={state.picked}
        interactive={!busy}
        fourColour={fourColour}
        onToggle={(position) => dispatch({ type: "toggle", position })}
      />
      <SetPreview hand={hand} front={state.picked} />
      {state.confirmFoul ? (
        <FoulConfirm
          busy={busy}
          onYes={() => {
            // Closed at once: a second Enter finds no dialog to confirm again.
            dispatch({ type: "cancel-foul" });
            onPlayFoul();
          }}
          onNo={() => dispatch({ type: "cancel-foul" })}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={primary}
          disabled={busy || state.picked.length !== 2}
          aria-keyshortcuts="Enter"
          onClick={onDone}
        >
          {t("done")}
          <Kbd>↵</Kbd>
        </button>
        <button
          type="button"
          className={secondary}
          disabled={busy}
          aria-keyshortcuts="H"
          onClick={onHouseWay}
        >
          {t("houseWay")}
          <Kbd>H</Kbd>
        </button>
      </div>
    </div>
  );
}
