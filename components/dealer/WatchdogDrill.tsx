"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { answerWatchdogAction, dealWatchdogAction } from "@/app/[locale]/dealer/actions";
import { PlayingCard, rankLabel } from "@/components/cards/PlayingCard";
import { isWatchdogErrorCode } from "@/lib/dealer/errors";
import type {
  WatchdogDealView,
  WatchdogFault,
  WatchdogGradeView,
  WatchdogSeatGrade,
} from "@/lib/dealer/views";
import { type Card, formatCard, formatHand, JOKER, type Way } from "@/lib/engine";
import { casinoOf, ownWay } from "@/lib/i18n/casino-of";
import { cardButtonName, reasonWords } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import { Cards } from "./DealerDrill";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 font-semibold shadow-sm disabled:cursor-not-allowed disabled:opacity-50";

/** What made a hand wrong, in words: the other casino's way, or the classic error. */
function useFaultWords() {
  const t = useTranslations("DealerDrill.watchdog");
  const game = useGameTranslate();
  return (fault: WatchdogFault | null): string =>
    fault === null
      ? t("faults.unknown")
      : fault.kind === "way"
        ? t("faults.way", { of: casinoOf(game, fault.way) })
        : t(`faults.${fault.kind}`);
}

/** The seven cards of a flagged hand as toggles: the two pressed ones are the right front. */
function FixPicker({
  seat,
  cards,
  front,
  onToggle,
}: {
  seat: number;
  cards: readonly Card[];
  front: readonly Card[];
  onToggle: (card: Card) => void;
}) {
  const t = useTranslations("DealerDrill.watchdog");
  const game = useGameTranslate();
  return (
    <fieldset className="mt-2 rounded-lg bg-felt-900/60 p-2">
      <legend className="px-1 text-sm text-white">{t("fixLegend", { seat: seat + 1 })}</legend>
      <ul className="flex flex-wrap gap-1.5">
        {cards.map((card) => {
          const pressed = front.includes(card);
          return (
            <li key={card} className="w-11">
              <button
                type="button"
                data-card={formatCard(card)}
                aria-pressed={pressed}
                aria-label={cardButtonName(game, card, card === JOKER ? "JOKER" : rankLabel(card))}
                onClick={() => onToggle(card)}
                className={`block w-full cursor-pointer rounded-[9%] focus-visible:outline-offset-4 ${
                  pressed ? "-translate-y-1.5 ring-3 ring-chip-400" : ""
                }`}
              >
                <PlayingCard card={card} />
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function SeatResult({ seat, n, way }: { seat: WatchdogSeatGrade; n: number; way: Way }) {
  const t = useTranslations("DealerDrill");
  const tw = useTranslations("DealerDrill.watchdog");
  const game = useGameTranslate();
  const faultWords = useFaultWords();
  const hand = [...seat.front, ...seat.back];
  const without = (out: readonly Card[]) => hand.filter((c) => !out.includes(c));
  const verdict = seat.wrong
    ? seat.flagged
      ? seat.correct
        ? tw("caughtFixed")
        : tw("caughtNotFixed")
      : tw("missed")
    : seat.flagged
      ? tw("falseFlag")
      : tw("leftRight");
  return (
    <div
      className="mt-3 space-y-2 rounded-lg bg-white p-3 text-stone-900"
      data-testid="watchdog-result"
      data-correct={seat.correct}
      data-wrong={seat.wrong}
    >
      <p className="font-semibold">
        {seat.correct ? tw("right") : tw("wrong")} {verdict}
      </p>
      <p data-testid="watchdog-fault">
        {seat.wrong ? tw("wasWrong", { fault: faultWords(seat.fault) }) : tw("wasRight")}
      </p>
      {seat.fix ? (
        <div>
          <h4 className="text-sm font-semibold">{tw("yourFix", { seat: n + 1 })}</h4>
          <Cards cards={seat.fix} label={t("front")} />
          <Cards cards={without(seat.fix)} label={t("back")} />
        </div>
      ) : null}
      {seat.wrong || seat.flagged ? (
        <div data-testid="watchdog-way">
          <h4 className="text-sm font-semibold">
            {t("way", { of: casinoOf(game, way), own: ownWay(way) })}
          </h4>
          <Cards cards={seat.wayFront} label={t("front")} />
          <Cards cards={without(seat.wayFront)} label={t("back")} />
          <p className="mt-1 text-sm text-stone-700" data-rule={seat.rule}>
            {reasonWords(game, seat.reason)}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The watchdog drill: six hands as a dealer set them, some wrongly (another casino's way or a
 * classic error). The learner flags each wrong one and picks the two front cards of the
 * casino's house way's setting; every hand is graded on its own.
 */
export function WatchdogDrill({ way, ruleSet }: { way: Way; ruleSet: string }) {
  const t = useTranslations("DealerDrill");
  const tw = useTranslations("DealerDrill.watchdog");
  const tErrors = useTranslations("Drill.errors");
  const game = useGameTranslate();
  const [deal, setDeal] = useState<WatchdogDealView | null>(null);
  /** Per hand: null = left as set; an array = flagged, with the fix's front cards so far. */
  const [flags, setFlags] = useState<Array<Card[] | null>>([]);
  const [grade, setGrade] = useState<WatchdogGradeView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const [score, setScore] = useState({ hands: 0, right: 0 });

  const errorText = (code: string) =>
    isWatchdogErrorCode(code) ? tw(`errors.${code}`) : tErrors(code as never);

  const dealNext = () =>
    start(async () => {
      setError(null);
      const r = await dealWatchdogAction({ ruleSet });
      if (r.status === "dealt") {
        setDeal(r.deal);
        setFlags(r.deal.seats.map(() => null));
        setGrade(null);
      } else setError(errorText(r.code));
    });

  const ready = flags.every((f) => f === null || f.length === 2);
  const submit = () =>
    start(async () => {
      if (!deal || !ready) return;
      setError(null);
      const r = await answerWatchdogAction({
        tableId: deal.tableId,
        seats: flags.map((f) => (f === null ? null : ([f[0], f[1]] as [Card, Card]))),
      });
      if (r.status === "graded") {
        setGrade(r.grade);
        const right = r.grade.seats.filter((s) => s.correct).length;
        setScore((s) => ({ hands: s.hands + r.grade.seats.length, right: s.right + right }));
      } else setError(errorText(r.code));
    });

  const setFlag = (n: number, on: boolean) =>
    setFlags((fs) => fs.map((f, i) => (i === n ? (on ? [] : null) : f)));
  const toggleFix = (n: number, card: Card) =>
    setFlags((fs) =>
      fs.map((f, i) =>
        i !== n || f === null
          ? f
          : f.includes(card)
            ? f.filter((c) => c !== card)
            : f.length < 2
              ? [...f, card]
              : f,
      ),
    );

  const flagged = flags.filter((f) => f !== null).length;
  const gradedRight = grade?.seats.filter((s) => s.correct).length ?? 0;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          onClick={dealNext}
          disabled={pending}
          className={`${button} bg-felt-700 text-white hover:bg-felt-800`}
          data-testid="watchdog-deal"
        >
          {deal ? tw("next") : tw("deal")}
        </button>
        <span className="text-sm text-stone-600" data-testid="watchdog-score">
          {t("score", { right: score.right, hands: score.hands })}
        </span>
      </div>

      {deal ? (
        <section aria-labelledby="watchdog-title" className="rounded-xl bg-felt-800 p-4">
          <h2 id="watchdog-title" className="text-white">
            {tw("task", { of: casinoOf(game, way), seats: deal.seats.length })}
          </h2>
          <ol className="mt-3 grid gap-3 md:grid-cols-2">
            {deal.seats.map((seat, n) => {
              const hand = [...seat.front, ...seat.back];
              const fix = flags[n] ?? null;
              const result = grade?.seats[n];
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: a table's hands keep their places
                  key={n}
                  className="rounded-lg border border-felt-600 bg-felt-700 p-3 text-white"
                  data-testid="watchdog-seat"
                  data-seat={n}
                  data-hand={formatHand(hand)}
                >
                  <h3 className="font-semibold">{tw("seat", { seat: n + 1 })}</h3>
                  <div className="flex flex-wrap gap-4">
                    <div>
                      <span className="text-sm">{t("front")}</span>
                      <Cards cards={seat.front} label={tw("seatFront", { seat: n + 1 })} />
                    </div>
                    <div>
                      <span className="text-sm">{t("back")}</span>
                      <Cards cards={seat.back} label={tw("seatBack", { seat: n + 1 })} />
                    </div>
                  </div>
                  {grade ? null : (
                    <label className="mt-2 flex min-h-11 items-center gap-2">
                      <input
                        type="checkbox"
                        className="size-5"
                        checked={fix !== null}
                        onChange={(e) => setFlag(n, e.currentTarget.checked)}
                        data-testid="watchdog-flag"
                      />
                      {tw("flag", { seat: n + 1 })}
                    </label>
                  )}
                  {!grade && fix !== null ? (
                    <FixPicker
                      seat={n}
                      cards={hand}
                      front={fix}
                      onToggle={(card) => toggleFix(n, card)}
                    />
                  ) : null}
                  {result ? <SeatResult seat={result} n={n} way={way} /> : null}
                </li>
              );
            })}
          </ol>
          {grade ? (
            <p
              className="mt-4 text-lg font-bold text-white"
              data-testid="watchdog-summary"
              data-right={gradedRight}
            >
              {tw("summary", { right: gradedRight, hands: grade.seats.length })}
            </p>
          ) : (
            <div className="mt-4 flex flex-wrap items-center gap-4">
              <button
                type="button"
                onClick={submit}
                disabled={pending || !ready}
                className={`${button} bg-chip-400 text-stone-950`}
                data-testid="watchdog-submit"
              >
                {tw("submit")}
              </button>
              <span className="text-sm text-white" aria-live="polite">
                {ready ? tw("flagged", { count: flagged }) : tw("pickFix")}
              </span>
            </div>
          )}
        </section>
      ) : (
        <p className="text-stone-700">{tw("start")}</p>
      )}

      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
