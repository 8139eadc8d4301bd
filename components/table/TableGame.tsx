"use client";

import { useMutation } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  coachAction,
  dealAction,
  finishAction,
  rebuyAction,
  sessionAction,
  stateAction,
} from "@/app/[locale]/table/actions";
import { useFourColourDeck } from "@/components/cards/deck-preference";
import { useStoredFlag } from "@/components/cards/stored-flag";
import { GradeResult } from "@/components/drill/GradeResult";
import { HandPicker } from "@/components/drill/HandPicker";
import { SetPreview } from "@/components/drill/SetPreview";
import { Link } from "@/i18n/navigation";
import { type Card, makeSplit, parseHand } from "@/lib/engine";
import type { GradeView } from "@/lib/practice/views";
import type { TableErrorCode } from "@/lib/table/errors";
import type { TableConfig } from "@/lib/table/tables";
import type { RoundView, SessionView, TableState, WalletView } from "@/lib/table/views";
import { BankPanel } from "./BankPanel";
import { BetCircle } from "./BetCircle";
import { BonusPays } from "./BonusPays";
import { CardBack } from "./CardBack";
import { CHIP_KEYS, ChipRack } from "./ChipRack";
import { Countdown } from "./Countdown";
import { useMoney } from "./money";
import { RulesDialog, type RulesDialogHandle } from "./RulesDialog";
import { SessionPanel } from "./SessionPanel";
import { bankMark, SetHand } from "./SettledHands";

type ErrorCode = TableErrorCode | "no-learner" | "network";
type Target = "main" | "bonus";

const buttonBase =
  "inline-flex items-center justify-center gap-1.5 rounded-lg px-3 py-2.5 text-sm font-semibold shadow-sm transition-colors disabled:cursor-not-allowed disabled:opacity-45";
const primary = `${buttonBase} bg-chip-400 text-felt-950 hover:bg-chip-500`;
const secondary = `${buttonBase} bg-felt-950/40 text-white hover:bg-felt-950/60`;

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

function Kbd({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="hidden sm:inline">
      <kbd className="rounded border border-current/30 px-1 font-sans text-[0.65rem] leading-4 opacity-80">
        {children}
      </kbd>
    </span>
  );
}

/** The chips that make `amount` from the table's rack, largest first (for Re-Bet after a reload). */
export function chipsFor(amount: number, rack: readonly number[]): number[] {
  const out: number[] = [];
  let left = amount;
  for (const chip of [...rack].sort((a, b) => b - a)) {
    while (left >= chip && out.length < 100) {
      out.push(chip);
      left -= chip;
    }
  }
  return left === 0 ? out : [];
}

const DEALT_ORDER = [0, 1, 2, 3, 4, 5, 6] as const;
const sum = (chips: readonly number[]) => chips.reduce((s, c) => s + c, 0);
const sessionKey = (tableId: string) => `pgt.tableSession.${tableId}`;

/**
 * The play-money table (RULES.md 8): bet with the rack's chips, Deal, pick two cards for the
 * front, Done (or House Way), see both settings with their marks and the result, New Game.
 * The server deals, keeps the dealer's cards, enforces the clock and moves the money; this
 * component only shows what it answers. Keys: chips Q W E R T, Backspace last chip, B Re-Bet,
 * C/Escape clear, Enter/D deal, 1-7 pick, Enter done, H house way, N new game, ? rules.
 */
export function TableGame({
  table,
  initial,
  houseEdge,
  analyzeAvailable,
}: {
  table: TableConfig;
  /** Null on a first visit (no learner yet): the wallet shown is the starting one. */
  initial: TableState | null;
  houseEdge: number;
  analyzeAvailable: boolean;
}) {
  const t = useTranslations("Table");
  const format = useFormatter();
  const money = useMoney(table.currency);
  const [fourColour] = useFourColourDeck();
  const [coachOn, setCoachOn] = useStoredFlag("pgt.tableCoach", true);

  const [wallet, setWallet] = useState<WalletView | null>(initial?.wallet ?? null);
  const [round, setRound] = useState<RoundView | null>(initial?.round ?? null);
  // A settled round stays on the felt until New Game (or the next Deal).
  // The last settled round shows on arrival (a learner back after a disconnect sees it).
  const [cleared, setCleared] = useState(false);
  const [chips, setChips] = useState<number[]>([]);
  const [bonusChips, setBonusChips] = useState<number[]>([]);
  const [target, setTarget] = useState<Target>("main");
  const [lastBets, setLastBets] = useState<{ chips: number[]; bonusChips: number[] } | null>(() => {
    const seat = initial?.round?.seats.find((s) => s.learner);
    if (!seat) return null;
    return {
      chips: chipsFor(seat.bet, table.chips),
      bonusChips: table.bonus ? chipsFor(seat.bonusBet, table.chips) : [],
    };
  });
  const [picked, setPicked] = useState<number[]>([]);
  const [confirmFoul, setConfirmFoul] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(null);
  const [notice, setNotice] = useState<"timer" | "elsewhere" | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [grade, setGrade] = useState<{ grade: GradeView; bet: number } | null>(null);
  const [showCoach, setShowCoach] = useState(false);
  const [session, setSession] = useState<SessionView | null>(null);
  const [sessionSince, setSessionSince] = useState<number | null>(null);
  const rules = useRef<RulesDialogHandle>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const balance = wallet?.balance ?? null;
  const start = wallet?.start ?? null;
  const open = round?.status === "open" ? round : null;
  const settled = round?.status === "settled" && !cleared ? round : null;
  // Once a round settles, the buttons (New Game first) are brought on screen: on a phone the
  // four settled hands push them below the fold.
  const controlsRef = useRef<HTMLDivElement>(null);
  const settledId = settled?.id;
  useEffect(() => {
    if (settledId) controlsRef.current?.scrollIntoView({ block: "nearest" });
  }, [settledId]);
  const betting = !open;
  const seat = round?.seats.find((s) => s.learner) ?? null;
  const hand = useMemo(() => (seat ? parseHand(seat.hand) : []), [seat]);

  const bet = sum(chips);
  const bonusBet = sum(bonusChips);
  const knownBalance = balance ?? 0;
  const betOk = bet >= table.minBet && bet <= table.maxBet;
  const bonusOk =
    bonusBet === 0 ||
    (!!table.bonus && bonusBet >= table.bonus.minBet && bonusBet <= table.bonus.maxBet);
  const covered = balance === null || bet + bonusBet <= knownBalance;

  // Remember when this sitting at the table began (the session panel counts from there).
  useEffect(() => {
    const key = sessionKey(table.id);
    let since = Number(window.sessionStorage.getItem(key));
    if (!Number.isSafeInteger(since) || since <= 0) {
      since = Date.now() - 1000;
      window.sessionStorage.setItem(key, String(since));
    }
    setSessionSince(since);
  }, [table.id]);

  const stateMutation = useMutation({
    mutationFn: (input: Parameters<typeof stateAction>[0]) => stateAction(input),
  });
  const dealMutation = useMutation({
    mutationFn: (input: Parameters<typeof dealAction>[0]) => dealAction(input),
  });
  const finishMutation = useMutation({
    mutationFn: (input: Parameters<typeof finishAction>[0]) => finishAction(input),
  });
  const rebuyMutation = useMutation({
    mutationFn: (input: Parameters<typeof rebuyAction>[0]) => rebuyAction(input),
  });
  const coachMutation = useMutation({
    mutationFn: (input: Parameters<typeof coachAction>[0]) => coachAction(input),
  });
  const sessionMutation = useMutation({
    mutationFn: (input: Parameters<typeof sessionAction>[0]) => sessionAction(input),
  });
  const busy =
    dealMutation.isPending ||
    finishMutation.isPending ||
    stateMutation.isPending ||
    rebuyMutation.isPending;

  const refreshSession = useCallback(() => {
    if (sessionSince === null) return;
    sessionMutation.mutate(
      { tableId: table.id, since: sessionSince },
      { onSuccess: (r) => (r.status === "session" ? setSession(r.session) : undefined) },
    );
  }, [sessionMutation.mutate, sessionSince, table.id]);

  useEffect(() => {
    if (coachOn && sessionSince !== null && initial) refreshSession();
  }, [coachOn, sessionSince, initial, refreshSession]);

  const receive = useCallback((next: RoundView | null, nextWallet?: WalletView) => {
    if (next) setOffsetMs(next.serverNow - Date.now());
    setRound(next);
    if (nextWallet) setWallet(nextWallet);
    setPicked([]);
    setConfirmFoul(false);
    setGrade(null);
    setShowCoach(false);
  }, []);

  /** Asks the server how things stand (after a clash with another tab or the clock). */
  const reload = useCallback(
    (why: "timer" | "elsewhere" | null) => {
      stateMutation.mutate(
        { tableId: table.id },
        {
          onSuccess: (r) => {
            if (r.status !== "state") {
              setError(r.code);
              return;
            }
            receive(r.state.round, r.state.wallet);
            setCleared(r.state.round?.status !== "open" && why === null);
            setNotice(why);
            if (why && r.state.round?.status === "settled") refreshSession();
          },
          onError: () => setError("network"),
        },
      );
    },
    [stateMutation.mutate, table.id, receive, refreshSession],
  );

  const afterSettle = useCallback(() => {
    refreshSession();
    window.requestAnimationFrame(() => resultRef.current?.focus({ preventScroll: false }));
  }, [refreshSession]);

  // Betting --------------------------------------------------------------------------------
  const addChip = useCallback(
    (value: number) => {
      if (!betting || busy) return;
      setError(null);
      if (settled) setCleared(true);
      if (target === "bonus" && table.bonus)
        setBonusChips((c) => (c.length < 100 ? [...c, value] : c));
      else setChips((c) => (c.length < 100 ? [...c, value] : c));
    },
    [betting, busy, settled, target, table.bonus],
  );
  const removeLast = useCallback(
    (which: Target = target) => {
      if (!betting) return;
      if (which === "bonus") setBonusChips((c) => c.slice(0, -1));
      else setChips((c) => c.slice(0, -1));
    },
    [betting, target],
  );
  const clearBets = useCallback(() => {
    setChips([]);
    setBonusChips([]);
    setError(null);
  }, []);
  const reBet = useCallback(() => {
    if (!lastBets || !betting) return;
    if (settled) setCleared(true);
    setChips(lastBets.chips);
    setBonusChips(lastBets.bonusChips);
    setError(null);
  }, [lastBets, betting, settled]);

  const canDeal = betting && betOk && bonusOk && covered && !busy;

  const deal = useCallback(() => {
    if (!canDeal) return;
    setError(null);
    setNotice(null);
    const bets = { chips, bonusChips };
    dealMutation.mutate(
      { tableId: table.id, ...bets },
      {
        onSuccess: (r) => {
          if (r.status === "error") {
            setError(r.code);
            if (r.code === "round-open") reload("elsewhere");
            return;
          }
          setLastBets(bets);
          receive(r.round, r.wallet);
          setCleared(false);
        },
        onError: () => setError("network"),
      },
    );
  }, [canDeal, chips, bonusChips, dealMutation.mutate, table.id, receive, reload]);

  const newGame = useCallback(() => {
    if (!settled) return;
    setCleared(true);
    setChips([]);
    setBonusChips([]);
    setNotice(null);
    setGrade(null);
    setShowCoach(false);
  }, [settled]);

  // Setting --------------------------------------------------------------------------------
  const toggle = useCallback(
    (position: number) => {
      if (!open || busy) return;
      setConfirmFoul(false);
      setPicked((current) =>
        current.includes(position)
          ? current.filter((p) => p !== position)
          : [...current, position].slice(-2),
      );
    },
    [open, busy],
  );

  const fouls =
    picked.length === 2 && makeSplit(hand, picked[0] as number, picked[1] as number).foul;

  const finish = useCallback(
    (kind: "front" | "house-way", confirmed = false) => {
      if (!open || busy) return;
      if (kind === "front") {
        if (picked.length !== 2) return;
        if (fouls && !confirmed) {
          setConfirmFoul(true);
          return;
        }
      }
      setError(null);
      setNotice(null);
      const input =
        kind === "front"
          ? {
              kind,
              roundId: open.id,
              front: [hand[picked[0] as number], hand[picked[1] as number]] as [Card, Card],
              confirmFoul: confirmed,
            }
          : { kind, roundId: open.id };
      finishMutation.mutate(input, {
        onSuccess: (r) => {
          if (r.status === "error") {
            if (r.code === "deadline-passed") reload("timer");
            else if (r.code === "already-settled") reload("elsewhere");
            else setError(r.code);
            return;
          }
          receive(r.round, r.wallet);
          setCleared(false);
          afterSettle();
        },
        onError: () => setError("network"),
      });
    },
    [open, busy, picked, fouls, hand, finishMutation.mutate, reload, receive, afterSettle],
  );

  const onExpire = useCallback(() => {
    // The server settles by the house way once the deadline (and its grace) has passed.
    window.setTimeout(() => reload("timer"), 1_300);
  }, [reload]);

  const rebuy = useCallback(() => {
    if (busy || open) return;
    rebuyMutation.mutate(
      { tableId: table.id },
      {
        onSuccess: (r) => {
          if (r.status === "error") setError(r.code);
          else {
            setWallet(r.wallet);
            setError(null);
          }
        },
        onError: () => setError("network"),
      },
    );
  }, [busy, open, rebuyMutation.mutate, table.id]);

  const openCoach = useCallback(() => {
    if (!settled) return;
    if (grade) {
      setShowCoach((s) => !s);
      return;
    }
    coachMutation.mutate(
      { roundId: settled.id },
      {
        onSuccess: (r) => {
          if (r.status === "error") setError(r.code);
          else {
            setGrade({ grade: r.grade, bet: r.bet });
            setShowCoach(true);
          }
        },
        onError: () => setError("network"),
      },
    );
  }, [settled, grade, coachMutation.mutate]);

  // Keys --------------------------------------------------------------------------------------
  const clearPick = useCallback(() => {
    setPicked([]);
    setConfirmFoul(false);
  }, []);
  // The key handler reads the latest callbacks through a ref, so it is attached only once.
  const handlers = {
    addChip,
    removeLast,
    clearBets,
    clearPick,
    reBet,
    deal,
    toggle,
    finish,
    newGame,
    picked,
    open,
  };
  const keys = useRef(handlers);
  keys.current = handlers;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      if (document.querySelector("dialog[open]")) return;
      const k = keys.current;
      const key = event.key.toLowerCase();
      const target = event.target instanceof HTMLElement ? event.target : null;
      const chipIndex = CHIP_KEYS.indexOf(key as (typeof CHIP_KEYS)[number]);
      if (chipIndex >= 0 && chipIndex < table.chips.length) {
        event.preventDefault();
        k.addChip(table.chips[chipIndex] as number);
      } else if (key >= "1" && key <= "7") {
        event.preventDefault();
        k.toggle(Number(key) - 1);
      } else if (key === "enter") {
        if (target?.closest("button, a, summary") && !target.closest("[data-card]")) return;
        event.preventDefault();
        if (k.picked.length === 2) k.finish("front");
        else k.deal();
      } else if (key === "d") {
        event.preventDefault();
        k.deal();
      } else if (key === "h") {
        event.preventDefault();
        k.finish("house-way");
      } else if (key === "backspace") {
        event.preventDefault();
        k.removeLast();
      } else if (key === "c" || key === "escape") {
        event.preventDefault();
        if (k.open) k.clearPick();
        else k.clearBets();
      } else if (key === "b") {
        event.preventDefault();
        k.reBet();
      } else if (key === "n") {
        event.preventDefault();
        k.newGame();
      } else if (key === "?") {
        event.preventDefault();
        rules.current?.open();
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [table.chips]);

  // What to show -------------------------------------------------------------------------------
  const lastTotal = lastBets ? sum(lastBets.chips) + sum(lastBets.bonusChips) : 0;
  const short = balance !== null && betting && lastTotal > 0 && knownBalance < lastTotal;
  const lowerBet = short ? chipsFor(Math.min(table.maxBet, knownBalance), table.chips) : [];
  const canLower = short && sum(lowerBet) >= table.minBet;
  const canRebuy = balance !== null && start !== null && knownBalance < start && betting;
  const broke = balance !== null && knownBalance < table.minBet && betting;
  const commissionPercent = format.number(table.commissionBp / 10_000, {
    style: "percent",
    maximumFractionDigits: 2,
  });

  const result =
    settled && seat && settled.bank ? { round: settled, seat, bank: settled.bank } : null;
  const outcomeText = result
    ? result.seat.foul
      ? t("result.foul", { amount: money.amount(result.seat.bet) })
      : result.seat.outcome === "win"
        ? t("result.win", {
            amount: money.amount(result.seat.net ?? 0),
            commission: money.amount(result.seat.commission ?? 0),
          })
        : result.seat.outcome === "push"
          ? t("result.push")
          : t("result.loss", { amount: money.amount(result.seat.bet) })
    : null;

  // The buttons: under the chips while betting, right under the result once settled, so the
  // next action is on a phone's screen without scrolling.
  const controls = (
    <div ref={controlsRef} className="mt-3 grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
      {betting ? (
        <>
          <button
            type="button"
            onClick={deal}
            disabled={!canDeal}
            aria-keyshortcuts="Enter D"
            className={primary}
          >
            {dealMutation.isPending ? t("dealing") : t("deal")}
            <Kbd>D</Kbd>
          </button>
          <button
            type="button"
            onClick={clearBets}
            disabled={busy || (chips.length === 0 && bonusChips.length === 0)}
            aria-keyshortcuts="C Escape"
            className={secondary}
          >
            {t("clear")}
            <Kbd>C</Kbd>
          </button>
          <button
            type="button"
            onClick={reBet}
            disabled={busy || !lastBets}
            aria-keyshortcuts="B"
            className={secondary}
          >
            {t("reBet")}
            <Kbd>B</Kbd>
          </button>
          {settled ? (
            <button type="button" onClick={newGame} aria-keyshortcuts="N" className={secondary}>
              {t("newGame")}
              <Kbd>N</Kbd>
            </button>
          ) : null}
          <button
            type="button"
            onClick={rebuy}
            disabled={busy || !canRebuy}
            className={`${secondary} ${canRebuy && (short || broke) ? "ring-2 ring-chip-400" : ""}`}
          >
            {t("rebuy")}
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            onClick={() => finish("front")}
            disabled={picked.length !== 2 || busy}
            aria-keyshortcuts="Enter"
            className={primary}
          >
            {finishMutation.isPending ? t("settling") : t("done")}
            <Kbd>↵</Kbd>
          </button>
          <button
            type="button"
            onClick={() => finish("house-way")}
            disabled={busy}
            aria-keyshortcuts="H"
            className={`${buttonBase} bg-white text-felt-900 hover:bg-felt-50`}
          >
            {t("houseWay")}
            <Kbd>H</Kbd>
          </button>
          <button
            type="button"
            onClick={clearPick}
            disabled={picked.length === 0 || busy}
            className={secondary}
          >
            {t("clearPick")}
            <Kbd>C</Kbd>
          </button>
        </>
      )}
      <Link href={`/table/log?table=${table.id}`} className={secondary}>
        {t("log")}
      </Link>
      <button
        type="button"
        onClick={() => rules.current?.open()}
        aria-keyshortcuts="?"
        className={secondary}
      >
        {t("rulesButton")}
        <Kbd>?</Kbd>
      </button>
    </div>
  );

  return (
    // data-live once hydrated (set by a mount effect, as the key handler is): tests wait for it
    // before pressing keys, which do nothing earlier.
    <div className="space-y-4" data-live={sessionSince !== null ? "" : undefined}>
      <p
        className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
        data-testid="play-money"
      >
        {t("playMoney")}
      </p>

      <section
        aria-labelledby="felt-title"
        aria-busy={busy}
        className="rounded-2xl bg-gradient-to-b from-felt-700 to-felt-800 p-2.5 text-white shadow-md sm:p-5"
      >
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <h2 id="felt-title" className="text-base font-semibold sm:text-lg">
            {table.name}
            <span className="ml-2 text-xs font-normal text-felt-100">
              {t("limits", { min: money.short(table.minBet), max: money.short(table.maxBet) })}
            </span>
          </h2>
          <dl className="flex items-baseline gap-3 text-sm">
            <div className="flex items-baseline gap-1">
              <dt className="text-felt-100">{t("balance")}</dt>
              <dd className="font-mono text-base font-bold tabular-nums" data-testid="balance">
                {balance === null
                  ? money.amount(table.currency === "USD" ? 100_000 : 1_000_000)
                  : money.amount(balance)}
              </dd>
            </div>
            {wallet && wallet.rebuys > 0 ? (
              <div className="flex items-baseline gap-1">
                <dt className="sr-only">{t("rebuy")}</dt>
                <dd className="text-xs text-felt-100" data-testid="rebuys">
                  {t("rebuys", { count: wallet.rebuys })}
                </dd>
              </div>
            ) : null}
            {open ? null : round?.status === "settled" && round.balanceAfter !== null ? (
              <div className="hidden items-baseline gap-1 sm:flex">
                <dt className="text-felt-100">{t("lastRound")}</dt>
                <dd className="font-mono tabular-nums" data-testid="last-round">
                  {money.signed(round.balanceAfter - round.balanceBefore)}
                </dd>
              </div>
            ) : null}
          </dl>
        </div>

        {/* Dealer ------------------------------------------------------------------------ */}
        <div className="mt-2">
          {result ? (
            <SetHand
              label={t("dealer")}
              hand={result.bank.hand}
              front={result.bank.front}
              backValue={result.bank.backValue}
              frontValue={result.bank.frontValue}
              backMark={result.seat.backMark ? bankMark(result.seat.backMark) : null}
              frontMark={result.seat.frontMark ? bankMark(result.seat.frontMark) : null}
              fourColour={fourColour}
              testId="dealer-hands"
            />
          ) : (
            <div aria-label={t("dealerFaceDown")} role="img" className="flex items-center gap-2">
              <span className="text-xs text-felt-100">{t("dealer")}</span>
              <ul className="flex gap-1" aria-hidden="true">
                {[0, 1, 2, 3, 4, 5, 6].map((k) => (
                  <li key={k} className={`w-6 sm:w-9 ${open ? "" : "opacity-30"}`}>
                    <CardBack />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>

        {/* The learner's cards ------------------------------------------------------------- */}
        {open ? (
          <>
            <div className="mt-1 flex items-center justify-between gap-2">
              <p className="text-xs text-felt-100 sm:text-sm">{t("pickTwo")}</p>
              {open.deadlineAt !== null && table.decisionSeconds ? (
                <Countdown
                  deadlineAt={open.deadlineAt}
                  offsetMs={offsetMs}
                  totalSeconds={table.decisionSeconds}
                  onExpire={onExpire}
                />
              ) : null}
            </div>
            <div className="-mt-2">
              <HandPicker
                hand={hand}
                order={DEALT_ORDER}
                front={picked}
                interactive={!busy}
                fourColour={fourColour}
                onToggle={toggle}
              />
            </div>
            <div className="mt-2">
              <SetPreview hand={hand} front={picked} />
            </div>
          </>
        ) : result ? (
          <div className="mt-2">
            <SetHand
              label={t("you")}
              hand={result.seat.hand}
              front={result.seat.front ?? ""}
              backValue={result.seat.backValue ?? 0}
              frontValue={result.seat.frontValue ?? 0}
              backMark={result.seat.backMark}
              frontMark={result.seat.frontMark}
              fourColour={fourColour}
              testId="player-hands"
              foul={result.seat.foul ?? false}
            />
          </div>
        ) : null}

        {/* Result -------------------------------------------------------------------------- */}
        {result ? (
          <div
            ref={resultRef}
            tabIndex={-1}
            role="status"
            data-testid="round-result"
            data-outcome={result.seat.foul ? "foul" : result.seat.outcome}
            className="mt-2 rounded-lg bg-felt-950/45 px-3 py-2 focus:outline-none"
          >
            <p className="font-semibold">{outcomeText}</p>
            {result.seat.bonusBet > 0 && result.seat.bonusKey ? (
              <p className="text-sm text-felt-50" data-testid="bonus-result">
                {result.seat.bonusKey === "lose"
                  ? t("result.bonusLost", { amount: money.amount(result.seat.bonusBet) })
                  : t("result.bonusWon", {
                      line: t(`bonusLines.${result.seat.bonusKey}`),
                      amount: money.amount(result.seat.bonusNet ?? 0),
                    })}
              </p>
            ) : null}
            <p className="text-xs text-felt-100">
              {result.round.settledBy === "learner"
                ? t("setBy.learner")
                : result.round.settledBy === "timer"
                  ? t("setBy.timer")
                  : t("setBy.houseWay")}
              {" · "}
              {t("dealerRule", { rule: result.bank.rule })}
            </p>
          </div>
        ) : null}

        {notice ? (
          <p
            role="status"
            className="mt-2 rounded-lg bg-sky-100 px-3 py-2 text-sm text-sky-950"
            data-testid="notice"
          >
            {notice === "timer" ? t("notice.timer") : t("notice.elsewhere")}
          </p>
        ) : null}

        {confirmFoul ? (
          <div
            role="alertdialog"
            aria-labelledby="foul-title"
            className="mt-2 rounded-lg bg-red-50 p-3 text-red-950"
          >
            <p id="foul-title" className="font-semibold">
              {t("foulConfirm.text")}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => finish("front", true)}
                className={`${buttonBase} bg-red-700 text-white hover:bg-red-800`}
              >
                {t("foulConfirm.yes")}
              </button>
              <button
                type="button"
                onClick={() => setConfirmFoul(false)}
                className={`${buttonBase} bg-white text-stone-900`}
              >
                {t("foulConfirm.no")}
              </button>
            </div>
          </div>
        ) : null}

        {settled ? controls : null}

        {/* Circles and chips --------------------------------------------------------------- */}
        {betting ? (
          <div className="mt-3 flex flex-col items-center gap-3 sm:flex-row sm:items-start sm:justify-center sm:gap-8">
            <div className="flex items-start gap-4">
              <BetCircle
                kind="main"
                chips={chips}
                rackChips={table.chips}
                currency={table.currency}
                selected={target === "main"}
                editable={!busy}
                onSelect={() => setTarget("main")}
                onRemoveLast={() => removeLast("main")}
              />
              {table.bonus ? (
                <BetCircle
                  kind="bonus"
                  chips={bonusChips}
                  rackChips={table.chips}
                  currency={table.currency}
                  selected={target === "bonus"}
                  editable={!busy}
                  onSelect={() => setTarget("bonus")}
                  onRemoveLast={() => removeLast("bonus")}
                  note={t("bonusLimits", {
                    min: money.short(table.bonus.minBet),
                    max: money.short(table.bonus.maxBet),
                    edge: format.number(houseEdge, {
                      style: "percent",
                      minimumFractionDigits: 2,
                      maximumFractionDigits: 2,
                    }),
                  })}
                />
              ) : null}
            </div>
            <ChipRack
              chips={table.chips}
              currency={table.currency}
              disabled={busy}
              onChip={addChip}
            />
          </div>
        ) : (
          <p className="mt-2 text-sm text-felt-100" data-testid="bets-in-play">
            {t("betsInPlay", { bet: money.short(seat?.bet ?? 0) })}
            {seat && seat.bonusBet > 0
              ? ` · ${t("bonusInPlay", { bet: money.short(seat.bonusBet) })}`
              : null}
          </p>
        )}

        {error ? (
          <p
            role="alert"
            className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-900"
            data-testid="table-error"
          >
            {t(`errors.${error}`)}
          </p>
        ) : null}

        {short || broke ? (
          <div className="mt-2 rounded-lg bg-felt-950/40 px-3 py-2 text-sm" data-testid="short">
            <p>{t("shortOfMoney", { balance: money.amount(knownBalance) })}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {canLower ? (
                <button
                  type="button"
                  onClick={() => {
                    setChips(lowerBet);
                    setBonusChips([]);
                  }}
                  className={secondary}
                >
                  {t("lowerBet", { amount: money.short(sum(lowerBet)) })}
                </button>
              ) : null}
            </div>
          </div>
        ) : null}

        {settled ? null : controls}
        <p className="mt-2 hidden text-xs text-felt-100 sm:block">{t("keysHelp")}</p>
      </section>

      {table.banking ? (
        <BankPanel
          table={{ ...table, banking: table.banking }}
          onWallet={setWallet}
          disabled={!!open || busy}
          points={wallet?.points ?? null}
        />
      ) : null}

      {table.bonus ? <BonusPays houseEdge={houseEdge} hit={result?.seat.bonusKey ?? null} /> : null}

      {/* Coach ---------------------------------------------------------------------------- */}
      <section aria-labelledby="coach-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="coach-title" className="text-lg font-semibold text-felt-900">
            {t("coach.title")}
          </h2>
          <label className="flex items-center gap-2 text-sm text-stone-700">
            <input
              type="checkbox"
              checked={coachOn}
              onChange={(e) => setCoachOn(e.target.checked)}
              className="size-4 accent-felt-700"
            />
            {t("coach.toggle")}
          </label>
        </div>
        {coachOn ? (
          <>
            {session ? <SessionPanel session={session} currency={table.currency} /> : null}
            {result ? (
              <div className="flex flex-wrap items-center gap-3">
                <button
                  type="button"
                  onClick={openCoach}
                  disabled={coachMutation.isPending}
                  aria-expanded={showCoach}
                  className={`${buttonBase} bg-felt-700 text-white hover:bg-felt-800`}
                >
                  {coachMutation.isPending
                    ? t("coach.grading")
                    : showCoach
                      ? t("coach.hide")
                      : t("coach.show")}
                </button>
                {analyzeAvailable ? (
                  <Link
                    href={`/analyze?hand=${encodeURIComponent(result.seat.hand)}`}
                    className="text-sm font-semibold text-felt-700 underline"
                  >
                    {t("coach.analyze")}
                  </Link>
                ) : null}
              </div>
            ) : (
              <p className="text-sm text-stone-600">{t("coach.idle")}</p>
            )}
            {showCoach && grade && result && grade.grade.dealId === result.round.id ? (
              <div className="space-y-2">
                <p className="text-sm text-stone-700" data-testid="coach-money">
                  {t("coach.givenUp", {
                    amount: money.fractional(grade.grade.evLost * grade.bet),
                  })}
                </p>
                <GradeResult grade={grade.grade} fourColour={fourColour} />
              </div>
            ) : null}
          </>
        ) : null}
      </section>

      <RulesDialog
        handle={rules}
        decisionSeconds={table.decisionSeconds}
        commissionPercent={commissionPercent}
      />
    </div>
  );
}
