/**
 * The tables' one door (door.ts): the table a step leaves (made from the state the machine
 * returned, not read again) is what a read afterwards finds, at a live table and at a learner's
 * own; a refusal keeps nothing, or only the clock's part, and is answered after the commit.
 */
import { describe, expect, it } from "vitest";
import { lockLiveTable } from "@/lib/db/live";
import { lockWallets } from "@/lib/db/table";
import { openTestStore } from "@/lib/db/test-store";
import { formatCard, parseHand } from "@/lib/engine";
import { change } from "@/lib/live/change";
import { loadState } from "@/lib/live/state";
import { liveOpts, T, LIVE_TEST_TABLE as TABLE, withLearners } from "@/lib/live/test-live";
import { runVerb } from "@/lib/live/verbs";
import { type Stepped, stepTable, type TableKind } from "./door";
import { TableError } from "./errors";
import type { Command } from "./machine";
import { ownStep } from "./own-table";
import { ownInstance } from "./round-model";
import { holdersOf, type StoredTable } from "./stored-table";
import { someFront, USD } from "./test-rounds";

/** What a step's answer and a later read must agree on (a read has every wallet it shows). */
const shown = (state: StoredTable | undefined, holders: readonly string[]) => ({
  table: state?.table,
  seats: state?.seats,
  round: state?.round,
  wallets: holders.map((id) => {
    const w = state?.wallets.get(id);
    return w && { balance: w.balance, points: w.points };
  }),
});

/** A live table at the door as lib/live/change.ts holds it, its commits counted. */
function liveKind(committed: Stepped[]): TableKind {
  return {
    async hold(tx, command) {
      const table = await lockLiveTable(tx, TABLE);
      const read = await loadState(tx, TABLE);
      if (!table || !read) return null;
      const before = { ...read, table };
      const actor = "learnerId" in command ? command.learnerId : null;
      const wallets = await lockWallets(tx, holdersOf(before, actor), before.config.currency);
      return { before, wallets };
    },
    refusal: (refused) => refused,
    names: true,
    committed: async (stepped) => void committed.push(stepped),
  };
}

describe("the tables' door", () => {
  it("leaves a live table as a read afterwards finds it, change by change", async () => {
    const [db, anna, bert] = await withLearners(openTestStore(), "anna", "bert");
    const holders = [anna, bert];
    // Through the verbs first: the public table's row is made on first use (publicTables).
    await runVerb(db, anna, TABLE, "sit", {}, liveOpts(T));
    const commands: Array<[number, Command]> = [
      [T, { type: "sit", learnerId: bert, name: "bert" }],
      [T + 1, { type: "bank", learnerId: anna }],
      [T + 2, { type: "approve", learnerId: anna }],
      [T + 3, { type: "bet", learnerId: bert, main: 500, bonus: 0 }],
    ];
    for (const [now, command] of commands) {
      const after = await change(db, TABLE, now, command);
      expect(shown(after, holders)).toEqual(shown(await loadState(db, TABLE), holders));
    }
    const dealt = await loadState(db, TABLE);
    const hand = dealt?.round?.players.find((p) => p.learnerId === bert)?.hand ?? "";
    const [a, b] = someFront(parseHand(hand)).map(formatCard);
    const set = { type: "set", learnerId: bert, front: [a as string, b as string] } as const;
    const settled = await change(db, TABLE, T + 4, set);
    expect(settled.round?.row.phase).toBe("settled");
    expect(shown(settled, holders)).toEqual(shown(await loadState(db, TABLE), holders));
    expect(settled.names).toEqual((await loadState(db, TABLE))?.names);
  });

  it("leaves a learner's own table as a read afterwards finds it", async () => {
    const [db, learner] = await withLearners(openTestStore(), "own");
    const read = () => loadState(db, ownInstance(learner, USD), true);
    const bet = { type: "bet", learnerId: learner, main: 500, bonus: 0 } as const;
    const dealt = await ownStep(db, learner, USD, bet, { now: T });
    expect(shown(dealt.after, [learner])).toEqual(shown(await read(), [learner]));
    const set = { type: "set", learnerId: learner, front: null } as const;
    const settled = await ownStep(db, learner, USD, set, { now: T + 1 });
    expect(settled.after.round?.row.phase).toBe("settled");
    expect(shown(settled.after, [learner])).toEqual(shown(await read(), [learner]));
  });

  it("keeps nothing of a refused command, and answers its code after the commit", async () => {
    const [db, anna] = await withLearners(openTestStore(), "anna");
    await runVerb(db, anna, TABLE, "sit", {}, liveOpts(T));
    const committed: Stepped[] = [];
    const seq = (await loadState(db, TABLE))?.table.seq;
    const approve = { type: "approve", learnerId: anna } as const;
    await expect(stepTable(db, liveKind(committed), approve, T + 1)).rejects.toThrow(TableError);
    // Refused with nothing for the clock to do: rolled back, nobody told.
    expect(committed).toEqual([]);
    expect((await loadState(db, TABLE))?.table.seq).toBe(seq);
    const sat = await stepTable(
      db,
      liveKind(committed),
      { type: "sit", learnerId: anna, name: "anna" },
      T + 2,
    ).catch((error: TableError) => error.code);
    expect(sat).toBe("already-seated");
  });

  it("answers null for a table the kind does not hold, and writes nothing", async () => {
    const [db] = await withLearners(openTestStore());
    const kind: TableKind = { hold: async () => null, refusal: (refused) => refused };
    expect(await stepTable(db, kind, { type: "tick" }, T)).toBeNull();
  });
});
