/**
 * A watcher's Sit beside bots (issue 55): between rounds a bot's seat is free to take (the bots
 * are seated again at each deal), so Sit is on when every other seat is a bot's; while a round
 * the bots play is on show it is theirs. Rendered to HTML as the browser gets it.
 */

import { createElement, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { initialTableScreen } from "@/components/table/table-state";
import { emptySeatView, type LiveView } from "@/lib/live/api";
import { findTable, startAmount, type TableConfig } from "@/lib/table/tables";
import { renderIn } from "@/tests/support/render-intl";
import { testView } from "./test-view";

vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) =>
    createElement("a", { href }, children),
}));
const { LiveControls } = await import("./LiveControls");

const table = findTable("live-usd-5-50", true) as TableConfig;

/** Seat 1 a person, seats 2-6 bots; a watcher looks on. */
const viewOf = (round: LiveView["round"], phase: LiveView["phase"]): LiveView =>
  testView({
    tableId: table.id,
    phase,
    you: { seat: null, role: "watcher", balance: 100_000, points: 0, rebuys: 0, last: null },
    seats: [
      emptySeatView(1, "ada"),
      ...[2, 3, 4, 5, 6].map((seat) => ({
        ...emptySeatView(seat, `bot ${seat}`),
        bot: true as const,
      })),
    ],
    round,
  });

const sitButton = (view: LiveView) =>
  /<button[^>]*>Sit<\/button>/.exec(
    renderIn(
      createElement(LiveControls, {
        state: initialTableScreen(table, startAmount(table.currency), view),
        dispatch: () => undefined,
        table,
        signedIn: true,
        teacher: false,
        busy: false,
        error: null,
        autoApprove: false,
        entryBalance: 0,
        houseEdge: 0.07,
        byRank: true,
        fourColour: false,
        run: () => undefined,
      }),
    ),
  )?.[0] ?? "no button";

describe("a watcher's Sit beside bots", () => {
  it("is on between rounds though every other seat is a bot's", () => {
    expect(sitButton(viewOf(null, "bets"))).not.toContain(`disabled=""`);
  });

  it("is off while a round the bots play is on show", () => {
    const round = { id: "r1" } as unknown as NonNullable<LiveView["round"]>;
    expect(sitButton(viewOf(round, "setting"))).toContain(`disabled=""`);
  });
});
