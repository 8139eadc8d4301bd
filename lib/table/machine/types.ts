/**
 * The table machine's data (RULES.md 8-11): a table's state as plain values, the commands that
 * move it, and the effects a step asks its writer to store. Nothing here reads a clock, a
 * random source or a database: `step` (step.ts) is given all three's answers.
 */
import type { BankLeftReason, LedgerKind, SetBy } from "@/db/schema/vocabulary";
import type { Settlement } from "../settlement";
import type { TableConfig } from "../tables";

export type Phase = "idle" | "approve" | "bets" | "setting" | "settled";

/** Who sits now: players in seats 1..n, a learner bank in seat 0. */
export interface SeatState {
  seat: number;
  learnerId: string;
  name: string;
  /** The bets pressed for the next deal (not taken before it). */
  bet: number;
  bonusBet: number;
  /** The other side bets pressed (RULES.md 13.2); absent: none. */
  emperorsBet?: number;
  dealerHandBet?: number;
  /** Rounds sat out in a row (MAX_SIT_OUTS frees the seat). */
  sitOuts: number;
  /** Since when the player has had no stream of the table open (the kept seat); null: here. */
  awaySince?: number | null;
}

export interface WalletState {
  balance: number;
  points: number;
  /** Held for a dealt round this learner banks (its seats' most); not to be spent meanwhile. */
  held: number;
}

export interface RoundSeatState {
  seat: number;
  /** Null: a seat the house plays (the house's bank, a simulated player). */
  learnerId: string | null;
  hand: string;
  bet: number;
  bonusBet: number;
  /** Emperor's Challenge and the dealer-hand bet (RULES.md 13.2); absent: none. */
  emperorsBet?: number;
  dealerHandBet?: number;
  /** The front chosen ("Ah Kd"), or null until set. */
  front: string | null;
  setBy: SetBy | null;
  /** The wallet at the deal (null: no wallet). */
  walletBefore: number | null;
}

export interface RoundState {
  id: string;
  dealtAt: number;
  settled: boolean;
  bank: RoundSeatState;
  players: RoundSeatState[];
  commissionBp: number;
  /** The house's charge to a learner bank; null when the house banks. */
  bankCommissionBp: number | null;
  /** The casino rule set's key the round is played by (RULES.md 12). */
  ruleSet: string;
  /** Where the house's seats' bets and cards came from (replayable); null with none. */
  seed: number | null;
}

export interface TableState {
  /** The table as it plays (its casino's rule set applied); never changed by a step. */
  config: TableConfig;
  phase: Phase;
  deadlineAt: number | null;
  roundId: string | null;
  bankLearnerId: string | null;
  autoApprove: boolean;
  closedAt: number | null;
  /** Why the learner bank was taken away, told for one round. */
  bankLeftReason: BankLeftReason | null;
  bankLeftName: string | null;
  /**
   * Seats the house plays against a learner bank at the learner's own table (RULES.md 9: 1 to
   * 6 simulated players, dealt every round with bets by chance); 0 at every other table.
   */
  houseSeats: number;
  /**
   * Bots in empty seats at a live table (machine/bots.ts): people and bots together up to this
   * many while a person sits and the house banks; absent or 0: none.
   */
  botFill?: number;
  /** A class table's teacher turned bots on (the row's flag; botFill follows it). */
  bots?: boolean;
  /** Quick reactions are taken here (machine/reactions.ts): a public table, or turned on. */
  reactionsOn?: boolean;
  /** A class table's teacher turned quick reactions on (the row's flag). */
  reactions?: boolean;
  /** Each player's last quick reaction (ms), as the store holds it: the 3 s limit's word. */
  lastReactions?: Record<string, number>;
  /** The learners with the table open now (live_presence, read under the lock for `presence`). */
  present?: readonly string[];
  seats: SeatState[];
  /** The round being set or on show. */
  round: RoundState | null;
  /** Every wallet the step may touch (the table's currency), by learner. */
  wallets: Record<string, WalletState>;
}

export type Command =
  /** The clock: only moves the phases on. */
  | { type: "tick" }
  | { type: "sit"; learnerId: string; name: string; seat?: number }
  | { type: "leave"; learnerId: string }
  /** Take the bank; at a learner's own table against `houseSeats` seats the house plays. */
  | { type: "bank"; learnerId: string; houseSeats?: number }
  | { type: "unbank"; learnerId: string }
  | { type: "approve"; learnerId: string }
  | { type: "auto-approve"; learnerId: string; on: boolean }
  | {
      type: "bet";
      learnerId: string;
      main: number;
      bonus: number;
      /** Emperor's Challenge and the variant's dealer-hand bet (RULES.md 13.2); absent: none. */
      emperors?: number;
      dealerHand?: number;
    }
  /** Done (a front; a foul only once confirmed) or House Way (null). */
  | {
      type: "set";
      learnerId: string;
      front: readonly [string, string] | null;
      confirmFoul?: boolean;
    }
  | { type: "close" }
  /** A class table's teacher turns its bots on or off (issue 55). */
  | { type: "bots"; on: boolean }
  /** A seated player's quick reaction (issue 55; one of machine/reactions.ts REACTIONS). */
  | { type: "react"; learnerId: string; reaction: string }
  /** A class table's teacher turns quick reactions on or off (issue 55). */
  | { type: "reactions"; on: boolean }
  /** A viewer's first stream at the table opened, or their last one ended (issue 55). */
  | { type: "presence"; learnerId: string | null };

/** Why a command was refused (a subset of lib/table/errors.ts's codes). */
export type Refusal =
  | "table-closed"
  | "already-seated"
  | "seat-taken"
  | "not-seated"
  | "forbidden"
  | "no-banking"
  | "bank-taken"
  | "wrong-phase"
  | "bets-placed"
  | "bank-entry-rule"
  | "seats-out-of-limits"
  | "not-banking"
  | "already-bet"
  | "unknown-chip"
  | "bet-out-of-limits"
  | "bonus-out-of-limits"
  | "side-bet-not-offered"
  | "side-bet-out-of-limits"
  | "insufficient-balance"
  | "deadline-passed"
  | "already-set"
  | "card-not-in-hand"
  | "foul-unconfirmed"
  | "invalid-input"
  | "reactions-off"
  | "reaction-too-soon";

/** What a seat update may change. */
export type SeatPatchKey =
  | "seat"
  | "bet"
  | "bonusBet"
  | "emperorsBet"
  | "dealerHandBet"
  | "sitOuts"
  | "awaySince";

export type TablePatch = Partial<
  Pick<
    TableState,
    | "phase"
    | "deadlineAt"
    | "roundId"
    | "bankLearnerId"
    | "autoApprove"
    | "closedAt"
    | "bankLeftReason"
    | "bankLeftName"
    | "houseSeats"
    | "bots"
    | "reactions"
  >
>;

/** What a step asks its writer to store, in order; the writer adds nothing of its own. */
export type Effect =
  | { type: "table"; patch: TablePatch }
  /** A learner's first wallet of the currency, with its starting grant. */
  | { type: "open-wallet"; learnerId: string; grant: number }
  | { type: "seat-insert"; seat: SeatState }
  | {
      type: "seat-update";
      seat: number;
      patch: Partial<Pick<SeatState, SeatPatchKey>>;
    }
  | { type: "seat-delete"; seat: number }
  /** Every seat's pressed bets cleared. */
  | { type: "clear-bets" }
  /** The round dealt: its row, its seats and a practice deal per learner seat. */
  | { type: "deal"; round: RoundState; deadlineAt: number | null }
  | { type: "ledger"; learnerId: string; roundId: string; kind: LedgerKind; amount: number }
  | { type: "points"; learnerId: string; delta: number }
  /** A learner bank's cover of a dealt round held, then given back as it settles. */
  | { type: "hold"; learnerId: string; amount: number }
  | { type: "release"; learnerId: string; amount: number }
  /** A player's quick reaction, stored as their last (shown beside `seat` for a few seconds). */
  | { type: "reaction"; learnerId: string; seat: number; reaction: string; at: number }
  /** A seat's Done or House Way, stored before the round settles. */
  | { type: "choice"; roundId: string; seat: number; front: string; by: "learner" | "house-way" }
  /** The round settled: results, money (settlement.entries, .points) and grades. */
  | {
      type: "settle";
      roundId: string;
      settlement: Settlement;
      byOf: Array<[number, SetBy]>;
      unchosenBy: SetBy;
    };

export interface StepResult {
  state: TableState;
  effects: Effect[];
  /** Set when the command was refused; `effects` then holds only the clock's. */
  refused: Refusal | null;
}

/** Where a step's chance comes from: cards and the round's id. */
export interface MachineRng {
  /** A uniform integer in [0, n). */
  int(n: number): number;
  /** A fresh id (a round's). */
  id(): string;
}
