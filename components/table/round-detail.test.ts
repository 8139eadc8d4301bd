/**
 * A banker's round as the round page and the log record it (issue 29, walk finding 2): the
 * page's Result says how the bank did, its Commission is the bank's (the ledger's "Bank
 * commission" line), and its stake is the bets against the bank, not a "Bet"; the log's row
 * has the bank's result and its role. Rendered to HTML as the browser gets it.
 */
import { randomUUID } from "node:crypto";
import { createElement, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { insertLearner } from "@/lib/db/learners";
import { withTx } from "@/lib/db/store";
import { addWalletCounters } from "@/lib/db/table";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { createRng } from "@/lib/engine/rng";
import { logPage, roundDetail } from "@/lib/table/log";
import { findTable, type TableConfig } from "@/lib/table/tables";
import { bankRoundAnswer, dealRound, finishRound, takeBank } from "@/lib/table/test-own";
import { ensureWallet } from "@/lib/table/wallet";
import { renderIn } from "@/tests/support/render-intl";

vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) =>
    createElement("a", { href }, children),
}));
const { RoundDetailView } = await import("./RoundDetailView");
const { TableLogView } = await import("./TableLogView");

const render = (node: ReactNode) => renderIn(node);
/** The text of the element with this test id (one level of markup inside). */
const testId = (html: string, id: string) =>
  new RegExp(`data-testid="${id}"[^>]*>(.*?)</`).exec(html)?.[1]?.replace(/<[^>]+>/g, "");

const T0 = 1_800_000_000_000;
const BANK = "usd-5-50-bank";
let store: TestStore;
let learner: string;

beforeEach(async () => {
  store = await openTestStore();
  learner = randomUUID();
  await insertLearner(store.db, learner, T0);
  await ensureWallet(store.db, learner, "USD", T0);
  await withTx(store.db, (tx) => addWalletCounters(tx, learner, "USD", { points: 50 }));
});
afterEach(async () => store.close());

describe("a banker's round", () => {
  it("shows the bank's result, its commission and the bets against it on the round page and in the log", async () => {
    await takeBank(store.db, learner, BANK, 3, { now: T0 });
    const { round } = await bankRoundAnswer(store.db, learner, BANK, { now: T0 + 1, seed: 7 });
    const detail = await roundDetail(store.db, learner, round.id, T0 + 2);
    const bank = detail.round.bank;
    expect(bank?.commission).toBeGreaterThan(0);
    const html = render(createElement(RoundDetailView, { detail, tableName: "$5–$50" }));

    const usd = (minor: number) => `$${(minor / 100).toFixed(2)}`;
    expect(testId(html, "round-commission")).toBe(usd(bank?.commission ?? 0));
    const net = bank?.net ?? 0;
    expect(testId(html, "round-outcome")).toBe(net > 0 ? "Win" : net < 0 ? "Loss" : "Push");
    expect(testId(html, "round-bet")).toBe(usd(detail.round.action));
    expect(html).toContain("Bets against the bank");
    // The ledger's commission line and the page's Commission agree.
    const line = detail.ledger.find((l) => l.kind === "bank-commission");
    expect(line?.amount).toBe(-(bank?.commission ?? 0));

    const page = await logPage(store.db, learner, { now: T0 + 2 });
    expect(page.rows[0]).toMatchObject({ role: "banker", bet: null, action: detail.round.action });
    const log = render(
      createElement(TableLogView, {
        page,
        tables: [findTable(BANK) as TableConfig],
        tableId: null,
      }),
    );
    expect(testId(log, "log-role")).toBe("Banker");
    expect(testId(log, "log-outcome")).toBe(net > 0 ? "Win" : net < 0 ? "Loss" : "Push");
    expect(testId(log, "log-bet")).toBe(usd(detail.round.action));
  });
});

/** The cards a page shows, by test id's section (data-card-shown, in the order drawn). */
const shownCards = (html: string, id: string): string[] => {
  const at = html.indexOf(`data-testid="${id}"`);
  if (at < 0) return [];
  // The element holding the test id, to its own closing tag (nested ones of its name counted).
  const start = html.lastIndexOf("<", at);
  const name = /^<([a-z0-9]+)/.exec(html.slice(start))?.[1] ?? "div";
  const tags = new RegExp(`<(/?)${name}[\\s>]`, "g");
  tags.lastIndex = start + 1;
  let depth = 1;
  let end = html.length;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) {
      end = m.index;
      break;
    }
  }
  return [...html.slice(start, end).matchAll(/data-card-shown="([^"]+)"/g)].map((m) => m[1] ?? "");
};

describe("a player's round page", () => {
  it("shows an open round's own seven cards and nothing of the dealer's, then both set hands with marks", async () => {
    const round = await dealRound(
      store.db,
      learner,
      "usd-2-300",
      { chips: [500], bonusChips: [] },
      { now: T0, rng: createRng(3) },
    );
    const own = round.seats[0]?.cards ?? [];
    expect(own).toHaveLength(7);
    const open = await roundDetail(store.db, learner, round.id, T0 + 1);
    const openHtml = render(createElement(RoundDetailView, { detail: open, tableName: "$2–$300" }));
    expect(shownCards(openHtml, "open-hand").sort()).toEqual([...own].sort());
    expect(openHtml).not.toContain('data-testid="dealer-hands"');
    // Seven cards in all: the dealer's, stored with the round, are not on the page.
    expect(openHtml.match(/data-card-shown=/g)).toHaveLength(7);

    await finishRound(store.db, learner, round.id, { kind: "house-way" }, { now: T0 + 2 });
    const settled = await roundDetail(store.db, learner, round.id, T0 + 3);
    const html = render(createElement(RoundDetailView, { detail: settled, tableName: "$2–$300" }));
    expect(html).not.toContain('data-testid="open-hand"');
    expect(shownCards(html, "player-hands").sort()).toEqual([...own].sort());
    expect(shownCards(html, "dealer-hands").sort()).toEqual(
      [...(settled.round.bank?.cards ?? [])].sort(),
    );
    const seat = settled.round.seats[0];
    // Each hand's mark, the dealer's the other side of the player's.
    expect(html).toContain(`data-testid="player-hands-back-mark" data-mark="${seat?.backMark}"`);
    expect(html).toContain('data-testid="dealer-hands-back-mark"');
    expect(testId(html, "round-set-by")).toBe("House Way");
  });
});
