/**
 * A settled live seat as the page draws it: the seat's heading names it once on screen, the
 * set hand beneath carries the name for screen readers only (the walk saw "Seat 2" twice in
 * one box), and a fouled hand still shows its badge. Rendered to HTML as the browser gets it.
 */
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { findTable, type TableConfig } from "@/lib/table/tables";
import { renderIn } from "@/tests/support/render-intl";
import { LiveSeats } from "./LiveSeats";
import { testSeat, testView } from "./test-view";

const table = findTable("live-usd-5-50", true) as TableConfig;

const settled = (foul: boolean) =>
  testView({
    phase: "settled",
    seats: [
      testSeat({
        seat: 2,
        name: "bert",
        bet: 2_500,
        cards: ["Qd", "Qs", "8h", "6h", "3h", "3d", "2d"],
        front: foul ? ["Qd", "Qs"] : ["3h", "3d"],
        backValue: 1,
        frontValue: 1,
        foul,
        net: 0,
        outcome: foul ? "foul" : "push",
        backMark: "lose",
        frontMark: "win",
      }),
    ],
    you: { seat: 2, role: "player", balance: 100_000, points: 0, rebuys: 0, last: null },
  });

/** The text a sighted reader sees: the markup without what only screen readers get. */
const visible = (html: string) =>
  html
    .replace(/<span class="sr-only">[^<]*<\/span>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("a settled live seat", () => {
  it("names the seat once on screen; the hand's own label is for screen readers", () => {
    const html = renderIn(createElement(LiveSeats, { view: settled(false), table }));
    expect(visible(html).match(/Seat 2\b/g)).toHaveLength(1);
    expect(html).toContain('<span class="sr-only">Seat 2</span>');
    // Its hand is no landmark of its own (axe landmark-unique: every seat's would share one
    // name); the screen-reader heading above names it, and its card rows say whose they are.
    expect(html).not.toContain('<section aria-label="Seat 2"');
    expect(html).toContain('aria-label="Seat 2: Back"');
    expect(visible(html)).not.toMatch(/foul/i);
  });

  it("still shows a fouled hand's badge", () => {
    const html = renderIn(createElement(LiveSeats, { view: settled(true), table }));
    expect(visible(html)).toMatch(/\bfoul\b/i);
  });
});
