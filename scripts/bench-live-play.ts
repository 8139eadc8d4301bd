/**
 * A bench learner at a live table (bench-live.ts): it watches its own event stream and acts
 * as soon as its view lets it, as a quick person would: bets the table minimum as soon as the
 * bets open, and sets (the House Way button, or a Done with its first two cards) as soon as
 * it is dealt. Every answer is timed and its refusals counted; what the server acknowledged
 * is kept, so the store can be checked against it afterwards.
 */
import type { LiveView } from "../lib/live/api";
import { type Answer, type LiveStream, mine, verb } from "./bench-live-client";

/** Refusals a quick client meets by a timer's race, not by a fault (the phase moved on). */
export const EXPECTED_RACES = new Set(["wrong-phase", "deadline-passed"]);

export class Tally {
  times: number[] = [];
  /** The same answers' times by verb (the bets' and the settings' queues differ). */
  byVerb = new Map<string, number[]>();
  readonly refusals = new Map<string, number>();
  readonly failures = new Map<string, number>();
  /** Acknowledged bets (table, learner, when) and settings (round, seat, front or house way). */
  readonly bets: { table: string; player: string; at: number }[] = [];
  readonly sets: { round: string; seat: number; front: string | null }[] = [];
  readonly settled = new Map<string, Set<string>>();
  actions = 0;

  /** Starts the timings afresh (after a ramp-up); refusals and failures are kept. */
  restart(): void {
    this.times = [];
    this.byVerb = new Map();
    this.actions = 0;
  }

  count(map: Map<string, number>, key: string): void {
    map.set(key, (map.get(key) ?? 0) + 1);
  }

  /** Refusals that are faults, plus transport failures. */
  errors(): number {
    let n = 0;
    for (const [key, k] of this.refusals)
      if (!EXPECTED_RACES.has(key.slice(key.indexOf(": ") + 2))) n += k;
    for (const k of this.failures.values()) n += k;
    return n;
  }
}

export interface PlayerOptions {
  /** Where its verbs go (the stream may be on another instance). */
  base: string;
  cookie: string;
  name: string;
  tableId: string;
  stream: LiveStream;
  tally: Tally;
  /** Sets with Done (its first two cards) instead of the House Way button. */
  done?: boolean;
  /** Never sets: the table's timer sets this seat by the house way. */
  lazy?: boolean;
  minBet: number;
}

export class Player {
  running = false;
  private busy = false;
  private betFor: number | null = null;
  private setFor: string | null = null;
  /** The newest sequence number seen, in an event or an answer. */
  private newest = -1;

  constructor(readonly o: PlayerOptions) {}

  start(): void {
    this.running = true;
    this.o.stream.onEvent(({ view }) => {
      // What the stream showed (not the answers): the push check counts these.
      if (view.phase === "settled" && view.round) {
        const seen = this.o.tally.settled.get(view.tableId) ?? new Set<string>();
        seen.add(view.round.id);
        this.o.tally.settled.set(view.tableId, seen);
      }
      this.look(view);
    });
    if (this.o.stream.last) this.look(this.o.stream.last);
  }

  /** Stops acting; it still notes the rounds it sees settled (the timer's, after the run). */
  stop(): void {
    this.running = false;
  }

  private look(view: LiveView): void {
    // A stream running behind the answers already had (a loaded server): nothing to act on.
    if (view.seq < this.newest) return;
    this.newest = view.seq;
    if (!this.running || this.busy) return;
    const seat = mine(view);
    if (!seat) return;
    if (view.phase === "bets" && !seat.bet && this.betFor !== view.deadline) {
      this.betFor = view.deadline;
      void this.act("bet", { main: this.o.minBet }, () =>
        this.o.tally.bets.push({ table: this.o.tableId, player: this.o.name, at: Date.now() }),
      );
    } else if (
      view.phase === "setting" &&
      view.round &&
      seat.cards &&
      !seat.front &&
      !this.o.lazy &&
      this.setFor !== view.round.id
    ) {
      const round = view.round.id;
      this.setFor = round;
      const front = this.o.done ? [seat.cards[0], seat.cards[1]] : null;
      void this.act(front ? "set" : "house-way", front ? { front, confirmFoul: true } : {}, () =>
        this.o.tally.sets.push({ round, seat: seat.seat, front: front ? front.join(" ") : null }),
      );
    }
  }

  private async act(name: string, body: object, acknowledged: () => void): Promise<void> {
    this.busy = true;
    const { tally } = this.o;
    let answer: Answer | null = null;
    try {
      answer = await verb(this.o.base, this.o.cookie, this.o.tableId, name, body);
    } catch (error) {
      if (this.running) tally.count(tally.failures, `${name}: ${(error as Error).message}`);
    }
    this.busy = false;
    if (answer) {
      tally.actions++;
      tally.times.push(answer.answeredAt - answer.sentAt);
      const byVerb = tally.byVerb.get(name) ?? [];
      byVerb.push(answer.answeredAt - answer.sentAt);
      tally.byVerb.set(name, byVerb);
      if (answer.result.status === "ok") acknowledged();
      else tally.count(tally.refusals, `${name}: ${(answer.result as { code?: string }).code}`);
    }
    // The view may have moved on while the answer was on its way: the newer of the answer's
    // and the stream's.
    const answered =
      answer?.result.status === "ok" ? (answer.result as { view: LiveView }).view : null;
    const streamed = this.o.stream.last;
    const newer = !answered || (streamed && streamed.seq >= answered.seq) ? streamed : answered;
    if (newer) this.look(newer);
  }
}
