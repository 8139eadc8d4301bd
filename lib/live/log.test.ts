/**
 * Live rounds in the log (issue 29 walk finding 8): whom each learner played against (the bank
 * by name or the house; the bank its players), and the CSV in the reader's words: the role,
 * the outcome and who set the hand translated, the opponents in their own column.
 */
import Papa from "papaparse";
import { beforeEach, describe, expect, it } from "vitest";
import type { Queryable } from "@/lib/db/store";
import { openTestStore } from "@/lib/db/test-store";
import { type LogCsvHeaders, logCsv, logPage } from "@/lib/table/log";
import { csvHeaders } from "@/lib/table/test-rounds";
import { againstWords } from "@/lib/table/view-shapes";
import { T, LIVE_TEST_TABLE as TABLE, verbOn, withLearners } from "./test-live";

let db: Queryable;
let anna: string;
let bert: string;
let cleo: string;

beforeEach(async () => {
  [db, anna, bert, cleo] = await withLearners(openTestStore(), "anna", "bert", "cleo");
});

const verb = verbOn(() => db);

/** Anna banks, Bert and Cleo play one round, both by the house way. */
async function oneBankedRound() {
  await verb(anna, "sit", {}, T);
  await verb(bert, "sit", {}, T);
  await verb(cleo, "sit", {}, T);
  await verb(anna, "bank", {}, T);
  await verb(anna, "approve", {}, T + 10);
  await verb(bert, "bet", { main: 500 }, T + 20);
  await verb(cleo, "bet", { main: 1000 }, T + 30);
  await verb(bert, "house-way", {}, T + 40);
  const settled = await verb(cleo, "house-way", {}, T + 50);
  expect(settled.phase).toBe("settled");
}

const HEADERS = { ...csvHeaders, against: "Gegner" } satisfies LogCsvHeaders;

const say = (key: "house" | "simulated", count?: number) =>
  key === "house" ? "das Haus" : `${count} simulierte`;

describe("live rounds in the log", () => {
  it("names whom each learner played against: the bank its players, a player the bank", async () => {
    await oneBankedRound();
    const [bank] = (await logPage(db, anna)).rows;
    const [player] = (await logPage(db, bert)).rows;
    expect(bank).toMatchObject({ role: "banker", tableId: TABLE });
    expect(bank?.against.sort()).toEqual(["bert", "cleo"]);
    expect(player).toMatchObject({ role: "player", against: ["anna"] });
    expect(againstWords(player as NonNullable<typeof player>, say)).toBe("anna");
    expect(againstWords(bank as NonNullable<typeof bank>, say)).toMatch(
      /^(bert, cleo|cleo, bert)$/,
    );
    // The table filter takes a live table's config id.
    expect((await logPage(db, bert, { tableId: TABLE })).total).toBe(1);
    expect((await logPage(db, bert, { tableId: "usd-2-300" })).total).toBe(0);
  });

  it("says the house when the house banks", async () => {
    await verb(bert, "sit", {}, T);
    await verb(bert, "bet", { main: 500 }, T + 10);
    await verb(bert, "house-way", {}, T + 20);
    const [row] = (await logPage(db, bert)).rows;
    expect(row?.against).toEqual([null]);
    expect(againstWords(row as NonNullable<typeof row>, say)).toBe("das Haus");
  });

  it("writes the CSV's role, outcome, set-by and opponents in the reader's words", async () => {
    await oneBankedRound();
    const names = {
      table: (id: string) => (id === TABLE ? "$1–$100 live" : id),
      role: (role: string) => (role === "banker" ? "Bank" : "Spieler"),
      outcome: (o: string) =>
        ({ win: "Gewinn", loss: "Verlust", push: "Push", foul: "Foul" })[o] ?? o,
      setBy: (s: string) => (s === "house-way" ? "Art des Hauses" : s),
      against: (against: (string | null)[], role: "player" | "banker") =>
        againstWords({ against, role }, say),
    };
    const parse = (csv: string) =>
      Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    const [player] = parse(await logCsv(db, bert, HEADERS, { names }));
    expect(player).toMatchObject({
      table: "$1–$100 live",
      role: "Spieler",
      "set by": "Art des Hauses",
      Gegner: "anna",
    });
    expect(["Gewinn", "Verlust", "Push"]).toContain(player?.outcome);
    const [bank] = parse(await logCsv(db, anna, HEADERS, { names }));
    expect(bank).toMatchObject({ role: "Bank" });
    expect(bank?.Gegner).toMatch(/^(bert, cleo|cleo, bert)$/);
    // Without the reader's words (and no opponents' header) the stored values, as before.
    const { against: _, ...plain } = HEADERS;
    const [raw] = parse(await logCsv(db, bert, plain));
    expect(raw).toMatchObject({ table: TABLE, role: "player", "set by": "house-way" });
    expect(raw).not.toHaveProperty("Gegner");
  });
});
