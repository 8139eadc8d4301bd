/**
 * A live table's view for the client's tests (live-table-state, your-turn, entry-rule): seat 1 a
 * player with $1,000 in the bets of a house-banked round; each test changes what it needs.
 */
import { emptySeatView, type LiveSeatView, type LiveView } from "@/lib/live/api";

export const testSeat = (over: Partial<LiveSeatView> = {}): LiveSeatView => ({
  ...emptySeatView(1, "ada"),
  ...over,
});

export const testView = (over: Partial<LiveView> = {}): LiveView => ({
  seq: 1,
  tableId: "live-test-fast",
  phase: "bets",
  deadline: 1_000,
  now: 500,
  closed: false,
  bots: false,
  botWay: "house",
  className: null,
  ruleSet: "seed/standard",
  reactionsOn: true,
  reactions: [],
  watchers: 0,
  you: { seat: 1, role: "player", balance: 100_000, points: 0, rebuys: 0, last: null },
  bank: {
    kind: "house",
    name: null,
    cards: null,
    front: null,
    backValue: null,
    frontValue: null,
    rule: null,
    net: null,
    pushesAll: false,
    autoApprove: false,
    balance: null,
    points: null,
  },
  seats: [testSeat()],
  round: null,
  bankLeft: null,
  ...over,
});
