/**
 * The bank's entry rule shown before the click (issue 29, walk finding 1): a seated player
 * who may take the bank sees what it needs (points, balance) and what they have, as a way in,
 * instead of learning it from a refusal. Rendered to HTML as the browser gets it.
 */

import { createElement, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { initialTableScreen } from "@/components/table/table-state";
import type { LiveView } from "@/lib/live/api";
import { bankEntryBalance } from "@/lib/table/money";
import { findTable, startAmount, type TableConfig } from "@/lib/table/tables";
import { renderIn } from "@/tests/support/render-intl";
import { testView } from "./test-view";

vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) =>
    createElement("a", { href }, children),
}));
const { LiveControls } = await import("./LiveControls");

const table = findTable("live-usd-5-50", true) as TableConfig;
const banking = table.banking as NonNullable<TableConfig["banking"]>;
const need = bankEntryBalance(table.maxBet, table.live?.seats ?? 6, banking.commissionBp);

const viewOf = (points: number, balance: number): LiveView =>
  testView({
    seq: 3,
    tableId: table.id,
    deadline: null,
    now: 0,
    you: { seat: 1, role: "player", balance, points, rebuys: 0, last: null },
    seats: [],
  });

function render(view: LiveView): string {
  return renderIn(
    createElement(LiveControls, {
      state: initialTableScreen(table, startAmount(table.currency), view),
      dispatch: () => undefined,
      table,
      signedIn: true,
      teacher: false,
      busy: false,
      error: null,
      autoApprove: false,
      entryBalance: need,
      houseEdge: 0.07,
      byRank: true,
      fourColour: false,
      run: () => undefined,
    }),
  );
}

const hint = (html: string) =>
  /data-testid="live-bank-entry"[^>]*>(.*?)<\/p>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "");

describe("the bank's entry rule", () => {
  it("is shown before the click, with what the player has", () => {
    const short = hint(render(viewOf(12, 100_000)));
    expect(short).toContain(`${banking.minPoints} points`);
    expect(short).toContain(
      `$${(need / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    );
    expect(short).toContain("You have 12 points and $1,000.00");
    const enough = hint(render(viewOf(banking.minPoints, 100_000)));
    expect(enough).toContain(`You have ${banking.minPoints} points`);
  });

  it("keeps Take the bank off, with the reason beside it, for a player the rule keeps out (issue 55)", () => {
    const takeBank = (html: string) =>
      /<button[^>]*>Take the bank<\/button>/.exec(html)?.[0] ?? "no button";
    const short = /data-testid="live-bank-short"[^>]*>(.*?)<\/span>/;
    const none = render(viewOf(0, 100_000));
    expect(takeBank(none)).toContain(` disabled=""`);
    expect(short.exec(none)?.[1]).toBe(
      `Not yet: you need ${banking.minPoints} more points to take the bank.`,
    );
    const poor = render(viewOf(banking.minPoints, need - 1));
    expect(takeBank(poor)).toContain(` disabled=""`);
    expect(short.exec(poor)?.[1]).toContain("Not yet: your balance is below the $");
    const enough = render(viewOf(banking.minPoints, need));
    expect(takeBank(enough)).not.toContain(` disabled=""`);
    expect(short.exec(enough)).toBeNull();
  });
});
