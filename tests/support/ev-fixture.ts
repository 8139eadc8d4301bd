/** Reads the golden EV fixtures (tests/fixtures/*ev*.txt): per hand, every split's row. */
import { readFileSync } from "node:fs";
import { type Card, formatCard } from "../../lib/engine/cards";

export interface FixtureRow {
  front: string;
  value: string;
  foul: boolean;
  win: number;
  push: number;
  loss: number;
  ev: string;
  marks: string;
}

export function readFixture(
  file = "ev-examples.txt",
  headPattern = /^evfast player hand: (.+)$/,
): Map<string, FixtureRow[]> {
  const text = readFileSync(new URL(`../fixtures/${file}`, import.meta.url), "utf8");
  const hands = new Map<string, FixtureRow[]>();
  let rows: FixtureRow[] = [];
  for (const line of text.split("\n")) {
    const head = line.match(headPattern);
    if (head) {
      rows = [];
      hands.set(head[1] as string, rows);
    }
    const row = line.match(
      /^(\S+ \S+)\s+(.+? \| \S+)\s+(yes|no)\s+(\d+)\s+(\d+)\s+(\d+)\s+([+-]\d\.\d+)\s*(.*)$/,
    );
    if (row) {
      const [, front, value, foul, win, push, loss, ev, marks] = row as unknown as string[];
      rows.push({
        front: front as string,
        value: value as string,
        foul: foul === "yes",
        win: +(win as string),
        push: +(push as string),
        loss: +(loss as string),
        ev: ev as string,
        marks: (marks as string).trim(),
      });
    }
  }
  return hands;
}

/** A front's two cards as sorted text, to find a fixture row's split. */
export const frontKey = (cards: readonly Card[]) =>
  [...cards]
    .sort((a, b) => a - b)
    .map(formatCard)
    .join(" ");

/** An EV as the fixtures print it: sign and nine decimals. */
export const signed = (x: number) => (x >= 0 ? "+" : "") + x.toFixed(9);
