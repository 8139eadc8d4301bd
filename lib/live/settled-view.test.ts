/**
 * What a settled live round tells each viewer (issue 29, walk findings 3 and 4): every dealt
 * seat's win/lose/copy marks and outcome word, as the stored settlement has them, the coach's
 * grade of the viewer's own setting, and the
 * viewer's own last result, which a reload (a fresh read of the view) keeps while the next
 * round is being bet. The view's payload and the seats as the page draws them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { asc } from "drizzle-orm";
import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LiveSeats } from "@/components/live/LiveSeats";
import { roundSeats } from "@/db/schema";
import type { Queryable } from "@/lib/db/store";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { MESSAGE_AREAS } from "@/lib/i18n/messages";
import { findTable, type TableConfig } from "@/lib/table/tables";
import { addUser } from "@/tests/support/db-fixtures";
import { viewLive } from "./access";
import { sweepLive } from "./clock";
import { runVerb } from "./verbs";

const TABLE = "live-test-fast";
const T = 1_800_000_000_000;
const opts = (now: number) => ({ now, testTables: true });

let store: TestStore;
let db: Queryable;
beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
});
afterEach(async () => store.close());

const verb = (who: string, name: Parameters<typeof runVerb>[3], input: object, now: number) =>
  runVerb(db, who, TABLE, name, input as never, opts(now));

const en = Object.assign(
  {},
  ...MESSAGE_AREAS.map((area) =>
    JSON.parse(readFileSync(path.join(process.cwd(), "messages", "en", `${area}.json`), "utf8")),
  ),
);

describe("a settled live round", () => {
  it("shows every seat's marks and outcome, and keeps each viewer's last result for a reload", async () => {
    const anna = (await addUser(db, "anna")).learnerId as string;
    const bert = (await addUser(db, "bert")).learnerId as string;
    const cleo = (await addUser(db, "cleo")).learnerId as string;
    for (const who of [anna, bert, cleo]) await verb(who, "sit", {}, T);
    await verb(anna, "bank", {}, T);
    await verb(anna, "approve", {}, T + 10);
    await verb(bert, "bet", { main: 500 }, T + 20);
    await verb(cleo, "bet", { main: 1_000 }, T + 30);
    const open = await viewLive(db, TABLE, bert, opts(T + 35));
    expect(open.seats.every((s) => s.outcome === null && s.backMark === null)).toBe(true);
    await verb(bert, "house-way", {}, T + 40);
    const settled = await verb(cleo, "house-way", {}, T + 50);
    expect(settled.phase).toBe("settled");

    const stored = (await db.select().from(roundSeats).orderBy(asc(roundSeats.seat))).filter(
      (s) => s.role === "player",
    );
    for (const row of stored) {
      const seat = settled.seats.find((s) => s.seat === row.seat);
      expect(seat?.outcome).toBe(row.foul ? "foul" : row.outcome);
      expect([seat?.backMark, seat?.frontMark]).toEqual([row.backMark, row.frontMark]);
      expect(seat?.backMark).toMatch(/^(win|lose|copy)$/);
    }

    // The coach's grade of the viewer's own setting only (cleo played the house way).
    const own = settled.seats.find((s) => s.seat === settled.you.seat);
    expect(own?.grade?.houseWayEv).toBe(own?.grade?.ev);
    expect(own?.grade?.bestEv).toBeGreaterThanOrEqual(own?.grade?.ev as number);
    expect(settled.seats.filter((s) => s.grade)).toHaveLength(1);
    const bertSees = await viewLive(db, TABLE, bert, opts(T + 55));
    expect(bertSees.seats.filter((s) => s.grade).map((s) => s.seat)).toEqual([bertSees.you.seat]);
    expect((await viewLive(db, TABLE, anna, opts(T + 55))).seats.some((s) => s.grade)).toBe(false);
    expect((await viewLive(db, TABLE, null, opts(T + 55))).seats.some((s) => s.grade)).toBe(false);

    // The page draws them: a mark on each hand, the outcome word, the bank's result word.
    const html = renderToStaticMarkup(
      createElement(
        NextIntlClientProvider,
        { locale: "en", messages: en, timeZone: "UTC" } as ComponentProps<
          typeof NextIntlClientProvider
        >,
        createElement(LiveSeats, {
          view: settled,
          table: findTable(TABLE, true) as TableConfig,
        }),
      ),
    );
    for (const row of stored) {
      expect(html).toContain(`data-testid="live-seat-hand-${row.seat}-back-mark"`);
      expect(html).toContain(`data-testid="live-seat-hand-${row.seat}-front-mark"`);
      expect(html).toMatch(
        new RegExp(`data-testid="live-seat-outcome-${row.seat}"[^>]*>(Win|Push|Loss|Foul)<`),
      );
    }
    expect(html).toMatch(/data-testid="live-bank-outcome"[^>]*>(Win|Push|Loss)</);

    // Next round's bets: a fresh read (a reload) still has each player's and the bank's last.
    await sweepLive(db, T + 50 + 5_001);
    const roundId = settled.round?.id as string;
    for (const [who, name] of [
      [bert, "bert"],
      [cleo, "cleo"],
    ] as const) {
      const reloaded = await viewLive(db, TABLE, who, opts(T + 5_100));
      expect(reloaded.phase).not.toBe("settled");
      expect(reloaded.you.last).toEqual({
        roundId,
        net: settled.seats.find((s) => s.name === name)?.net,
      });
    }
    const bankReload = await viewLive(db, TABLE, anna, opts(T + 5_100));
    expect(bankReload.you.last).toEqual({ roundId, net: settled.bank.net });
    const watcher = await viewLive(db, TABLE, null, opts(T + 5_100));
    expect(watcher.you.last).toBeNull();
  });
});
