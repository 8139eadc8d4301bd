import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseHand } from "../../lib/engine/cards";
import { exactEv } from "../../lib/engine/ev";
import { DEFAULT_RULE_SET } from "../../lib/engine/rule-set";
import { evTable } from "./ev";

/** Table rows with runs of spaces collapsed: the columns may be padded differently. */
const rows = (text: string): string[] =>
  text
    .split("\n")
    .filter((line) => /^\S+ \S+ {2}/.test(line) && !line.startsWith("FRONT"))
    .map((line) => line.replace(/ +/g, " ").trim());

describe("paigow ev --as banker", () => {
  it("prints the golden banker example row for row", () => {
    const golden = readFileSync(
      new URL("../../tests/fixtures/ev-banker-example.txt", import.meta.url),
      "utf8",
    );
    const hand = golden.match(/^evfast-banker player hand: (.+)$/m)?.[1] as string;
    const table = evTable(
      exactEv(parseHand(hand), { role: "banker", ruleSet: DEFAULT_RULE_SET }),
      "banker hand",
    );
    expect(rows(golden)).toHaveLength(21);
    expect(rows(table)).toEqual(rows(golden));
    expect(table.split("\n")[1]).toBe(
      "player hands: 53524680   commission: 0.05   bank commission: 0.015",
    );
  });
});
