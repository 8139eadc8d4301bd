"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { CardText } from "@/components/cards/PlayingCard";
import { useTrainerNumbers } from "@/components/cards/use-game-text";
import { backWords, cardName, frontWords } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import type { GradeView } from "@/lib/practice/views";

/** What the table needs: a graded hand, or an analyzed one (no chosen split, the trainer's). */
export type SplitTableData = Pick<
  GradeView,
  "hand" | "splits" | "best" | "houseWay" | "dealerHands"
> & {
  chosen?: number;
  trainer?: number | null;
};

/** All 21 ways to set the hand, best EV first, with exact win / push / loss shares. */
export function SplitTable({ grade, fourColour }: { grade: SplitTableData; fourColour: boolean }) {
  const t = useTranslations("Drill.result.table");
  const tCompare = useTranslations("Compare");
  const game = useGameTranslate();
  const n = useTrainerNumbers();
  const captionId = useId();
  const total = grade.dealerHands;

  const order = grade.splits
    .map((split, index) => ({ split, index }))
    .sort((x, y) => y.split.ev - x.split.ev || x.index - y.index);

  return (
    <section
      // Fits a phone (fewer columns there); focusable so the keyboard can scroll it if ever needed.
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-stone-200 bg-white"
    >
      <table className="w-full border-collapse text-sm">
        <caption id={captionId} className="px-4 pt-4 pb-2 text-left font-semibold text-felt-900">
          {t("caption")}
        </caption>
        <thead>
          <tr className="border-b border-stone-200 text-left text-xs tracking-wide text-stone-500 uppercase">
            <th scope="col" className="hidden px-3 py-2 text-right sm:table-cell">
              {t("rank")}
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3">
              {t("frontCards")}
            </th>
            <th scope="col" className="px-2 py-2 text-right sm:px-3">
              {t("ev")}
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              {t("back")}
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              {t("front")}
            </th>
            <th scope="col" className="px-2 py-2 text-right sm:px-3">
              {t("win")}
            </th>
            <th scope="col" className="hidden px-3 py-2 text-right sm:table-cell">
              {t("push")}
            </th>
            <th scope="col" className="px-2 py-2 text-right sm:px-3">
              {t("loss")}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.map(({ split, index }, place) => {
            const tags = [
              index === grade.chosen ? t("tags.yours") : null,
              index === grade.best ? t("tags.best") : null,
              index === grade.houseWay ? t("tags.houseWay") : null,
              index === grade.trainer ? tCompare("trainerTag") : null,
            ].filter((tag): tag is string => tag !== null);
            const [i, j] = split.frontIndex;
            const front = [grade.hand[i], grade.hand[j]] as [number, number];
            return (
              <tr
                key={index}
                data-testid="split-row"
                aria-current={index === grade.chosen ? "true" : undefined}
                className={`border-b border-stone-100 last:border-0 ${
                  index === grade.chosen
                    ? "bg-chip-400/20"
                    : index === grade.best
                      ? "bg-felt-50"
                      : ""
                }`}
              >
                <td className="hidden px-3 py-2 text-right text-stone-600 tabular-nums sm:table-cell">
                  {place + 1}
                </td>
                <td className="px-2 py-2 sm:px-3">
                  <span className="flex items-center gap-1.5">
                    {front.map((card) => (
                      <CardText
                        key={card}
                        card={card}
                        name={cardName(game, card)}
                        fourColour={fourColour}
                      />
                    ))}
                  </span>
                  {tags.length > 0 ? (
                    <span className="mt-0.5 flex flex-wrap gap-1">
                      {tags.map((tag) => (
                        <span
                          key={tag}
                          className="rounded bg-felt-800 px-1.5 py-px text-[0.7rem] font-semibold text-white"
                        >
                          {tag}
                        </span>
                      ))}
                    </span>
                  ) : null}
                  {/* On a phone the back and front columns fold into this cell. */}
                  <span className="mt-0.5 block text-xs text-stone-600 sm:hidden">
                    {backWords(game, split.backValue)} · {frontWords(game, split.frontValue)}
                    {split.foul ? ` · ${t("foul")}` : null}
                  </span>
                </td>
                <td className="px-2 py-2 text-right font-mono font-semibold tabular-nums sm:px-3">
                  {n.ev(split.ev)}
                </td>
                <td className="hidden px-3 py-2 sm:table-cell">
                  {backWords(game, split.backValue)}
                  {split.foul ? (
                    <span className="ml-2 rounded bg-red-100 px-1.5 py-px text-xs font-semibold text-red-800">
                      {t("foul")}
                    </span>
                  ) : null}
                </td>
                <td className="hidden px-3 py-2 whitespace-nowrap sm:table-cell">
                  {frontWords(game, split.frontValue)}
                </td>
                <td className="px-2 py-2 text-right tabular-nums sm:px-3">
                  {n.share(split.win / total)}
                </td>
                <td className="hidden px-3 py-2 text-right tabular-nums sm:table-cell">
                  {n.share(split.push / total)}
                </td>
                <td className="px-2 py-2 text-right tabular-nums sm:px-3">
                  {n.share(split.loss / total)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
