/**
 * The tables (RULES.md 8): data in tables.json, validated here once at load. Amounts are
 * integer minor units. Client-safe: no server imports, so the lobby and the felt read the
 * same config the server enforces.
 */
import { z } from "zod";
import { CardError, parseCards } from "../engine/cards";
import { isFaceUp, parseTableRuleSetKey, type TableRuleSet } from "../engine/faceup";
import {
  type RuleSet,
  RuleSetError,
  ruleSetKey,
  variantAllowsLearnerBank,
  variantCommissionBp,
} from "../engine/rule-set";
import {
  DEALER_HAND_BETS,
  type DealerHandBet,
  dealerHandBetFits,
  isKnownEnvySchedule,
  isKnownFortuneTable,
  sideBetsUnder,
} from "./side-bets";
import data from "./tables.json" with { type: "json" };

/** A rule set key the engine knows (`way/variant`, a Face Up table's `way/faceup`), or undefined. */
function knownRuleSet(key: string) {
  try {
    return parseTableRuleSetKey(key);
  } catch (error) {
    if (error instanceof RuleSetError) return undefined;
    throw error;
  }
}

function fourteenCards(text: string): boolean {
  try {
    parseCards(text, 14);
    return true;
  } catch (error) {
    if (error instanceof CardError) return false;
    throw error;
  }
}

/** A win's commission: the variant's; none at Face Up (RULES.md 13.1). */
const tableCommissionBp = (rs: TableRuleSet): number =>
  isFaceUp(rs) ? 0 : variantCommissionBp(rs.variant);

const minor = z.number().int().positive().max(100_000_000);

const sideLimits = z
  .object({ minBet: minor, maxBet: minor })
  .refine((l) => l.minBet <= l.maxBet, "side bet minBet above maxBet");

const tableSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/),
    name: z.string().min(1),
    currency: z.enum(["USD", "SEK"]),
    minBet: minor,
    maxBet: minor,
    chips: z.array(minor).min(1),
    bonus: z.object({ minBet: minor, maxBet: minor }).nullable(),
    /** The Fortune bonus's pay table (RULES.md 13.2, engine fortune-tables.ts); absent: section 10's. */
    fortuneTable: z.string().refine(isKnownFortuneTable, "unknown Fortune pay table").optional(),
    /** The Envy schedule (engine envy.ts), at a table with other players; absent: no Envy. */
    envy: z.string().refine(isKnownEnvySchedule, "unknown Envy schedule").optional(),
    /**
     * The other side bets it offers with their limits (RULES.md 13.2): Emperor's Challenge, and
     * the variant's bet on the dealer's hand (`tiger-9` on cf, `queens-dragon` on ez).
     */
    sideBets: z
      .object({
        "emperors-challenge": sideLimits.optional(),
        "tiger-9": sideLimits.optional(),
        "queens-dragon": sideLimits.optional(),
      })
      .strict()
      .optional(),
    decisionSeconds: z.number().int().positive().nullable(),
    commissionBp: z.number().int().min(0).max(9_999),
    banking: z
      .object({
        minPoints: z.number().int().min(0),
        maxSeats: z.number().int().min(1).max(6),
        approveSeconds: z.number().int().positive(),
        commissionBp: z.number().int().min(0).max(9_999),
      })
      .nullable(),
    /** A live table (RULES.md 11): learners take its player seats; one may bank. */
    live: z
      .object({
        seats: z.number().int().min(1).max(6),
        betSeconds: z.number().int().positive(),
        /** How long a settled round stays on show; at least (and by default) 5 s, RULES.md 11. */
        showSeconds: z.number().int().min(5).optional(),
        /**
         * Bots in empty seats (issue 55): while at least one person sits and the house banks,
         * bots fill seats until people and bots are this many (absent or 0: no bots). A class
         * table has them only when its teacher turns them on (3 when its config names none).
         */
        bots: z.number().int().min(0).max(6).optional(),
        /**
         * How the bots set their hands: the table's house way (the default, as a house seat),
         * or the trainer's way of the table's casino (its own list where it has one).
         */
        botWay: z.enum(["house", "trainer"]).optional(),
      })
      .optional(),
    testOnly: z.boolean().optional(),
    /**
     * A test-only table's numbered copies (`<id>-1` ... `<id>-n`): the same table under ids of
     * their own, so that each end-to-end test plays at a table no other test touches.
     */
    testCopies: z.number().int().min(1).max(50).optional(),
    /**
     * A test-only table's scripted decks: the fourteen cards (the learner's seven, then the
     * dealer's) of a learner's first, second ... round there, in turn (end-to-end tests).
     */
    testDecks: z
      .array(z.string().refine((text) => fourteenCards(text), "not fourteen distinct cards"))
      .min(1)
      .optional(),
    /**
     * The casino rule set (issue 31) its rounds play by: `way/variant`, the online 5% game by
     * default; `way/faceup` for a Face Up table (RULES.md 13.1).
     */
    ruleSet: z
      .string()
      .default("seed/standard")
      .refine((k) => knownRuleSet(k) !== undefined, "unknown rule set"),
  })
  .refine((t) => t.minBet <= t.maxBet, "minBet above maxBet")
  .refine((t) => !t.testDecks || t.testOnly, "only a test-only table deals scripted decks")
  .refine((t) => !t.testCopies || t.testOnly, "only a test-only table has copies")
  .refine((t) => !t.bonus || t.bonus.minBet <= t.bonus.maxBet, "bonus minBet above maxBet")
  // Envy is earned by the Fortune bet on other players' hands (RULES.md 13.2).
  .refine((t) => !t.envy || (t.bonus !== null && (!!t.live || t.banking !== null)), {
    message: "Envy needs the Fortune bonus at a table with other players (live or banking)",
  })
  // A dealer-hand bet is dealt only in its variant: tiger-9 at cf, queens-dragon at ez.
  .refine((t) => {
    const rs = knownRuleSet(t.ruleSet);
    return (
      !rs ||
      DEALER_HAND_BETS.every(
        (name: DealerHandBet) => !t.sideBets?.[name] || dealerHandBetFits(name, rs.variant),
      )
    );
  }, "a dealer-hand side bet at a table of another game (tiger-9 is cf's, queens-dragon ez's)")
  // The config cannot contradict its rule set: a commission-free game takes no commission and
  // has no learner bank (RULES.md 12.3).
  .refine((t) => {
    const rs = knownRuleSet(t.ruleSet);
    return !rs || t.commissionBp === tableCommissionBp(rs);
  }, "commissionBp does not match the rule set's variant")
  .refine((t) => {
    const rs = knownRuleSet(t.ruleSet);
    return !rs || t.banking === null || (!isFaceUp(rs) && variantAllowsLearnerBank(rs.variant));
  }, "a commission-free table cannot offer banking")
  // Face Up has no trainer's way (the best split depends on the dealer's hand shown).
  .refine((t) => {
    const rs = knownRuleSet(t.ruleSet);
    return t.live?.botWay !== "trainer" || !rs || !isFaceUp(rs);
  }, "a Face Up table's bots cannot set by the trainer's way");

/** The table config schema (checks a config, e.g. in tests, exactly as the shipped one is). */
export const TABLE_SCHEMA = tableSchema;

export type TableConfig = z.infer<typeof tableSchema>;
export type Currency = TableConfig["currency"];

/** A table, then its test copies (`testCopies`): the same table under ids of their own. */
const withCopies = ({ testCopies, ...table }: TableConfig): TableConfig[] => [
  table,
  ...Array.from({ length: testCopies ?? 0 }, (_, k) => ({ ...table, id: `${table.id}-${k + 1}` })),
];

const configSchema = z
  .object({
    currencies: z.object({
      USD: z.object({ start: minor }),
      SEK: z.object({ start: minor }),
    }),
    tables: z.array(tableSchema).min(1),
  })
  .transform((c) => ({ ...c, tables: c.tables.flatMap(withCopies) }))
  .refine(
    (c) => new Set(c.tables.map((t) => t.id)).size === c.tables.length,
    "two tables share an id",
  );

const config = configSchema.parse(data);

export const CURRENCIES = config.currencies;

/** Where a learner's balance starts, and what Rebuy tops it back up to. */
export const startAmount = (currency: Currency): number => CURRENCIES[currency].start;

/**
 * The solo and banking tables (or with `live`, the live tables); test-only tables (a short
 * timer for end-to-end tests) only when asked.
 */
export function listTables(includeTestTables = false, live = false): TableConfig[] {
  return config.tables.filter((t) => (includeTestTables || !t.testOnly) && !!t.live === live);
}

/**
 * A learner's own way's tables (issue 52 part 3): a configured table of the default game played
 * under the learner's own house way, `<config>~custom-HASH-variant` (e.g.
 * `usd-2-300~custom-0123456789abcdef-standard`). The id names the way, so everything that finds a
 * table by id (the door, the view, the log) plays and shows it under that way. Who may play one
 * (the learner whose casino it is) is the server's check (lib/table/way-ready.ts).
 */
const OWN_WAY_TABLE_SEPARATOR = "~";
const OWN_WAY_SLUG = /^(custom-[0-9a-f]{16})-(standard|ez|cf)$/;

/** The configured tables an own way is played at: those of the default game, solo and banking. */
export const ownWayBases = (includeTestTables = false): TableConfig[] =>
  listTables(includeTestTables).filter((t) => t.ruleSet === "seed/standard");

/** The id of `configId`'s table under an own way's rule set. */
export const ownWayTableId = (configId: string, rs: RuleSet): string =>
  `${configId}${OWN_WAY_TABLE_SEPARATOR}${rs.way}-${rs.variant}`;

/** The own way's rule set an own way's table id plays under, or null for any other id. */
export function ownWayOfTableId(id: string): RuleSet | null {
  const at = id.indexOf(OWN_WAY_TABLE_SEPARATOR);
  const match = at < 0 ? null : OWN_WAY_SLUG.exec(id.slice(at + 1));
  const rs = match ? knownRuleSet(`${match[1]}/${match[2]}`) : undefined;
  return rs && !isFaceUp(rs) ? rs : null;
}

/** Any table by id, live or not (a round's log names its table either way). */
export function findTable(id: string, includeTestTables = false): TableConfig | undefined {
  const at = id.indexOf(OWN_WAY_TABLE_SEPARATOR);
  if (at >= 0) {
    const rs = ownWayOfTableId(id);
    const base = findTable(id.slice(0, at), includeTestTables);
    if (!rs || !base || base.ruleSet !== "seed/standard" || base.live) return undefined;
    return { ...configUnder(base, rs), id };
  }
  return config.tables.find((t) => t.id === id && (includeTestTables || !t.testOnly));
}

/** A table's casino rule set (RULES.md 12, 13.1), parsed (the schema checked it at load). */
export const tableRuleSet = (table: Pick<TableConfig, "ruleSet">): TableRuleSet =>
  parseTableRuleSetKey(table.ruleSet);

/**
 * A config with a class's side-bet pay tables (RULES.md 13.2): a named Fortune pay table or Envy
 * schedule replaces the config's; null keeps it. Envy only where the config has other players.
 */
export function configWithPays(
  config: TableConfig,
  pays: { fortuneTable: string | null; envySchedule: string | null },
): TableConfig {
  const envy = pays.envySchedule !== null && (!!config.live || config.banking !== null);
  if (pays.fortuneTable === null && !envy) return config;
  return {
    ...config,
    ...(pays.fortuneTable !== null ? { fortuneTable: pays.fortuneTable } : {}),
    ...(envy ? { envy: pays.envySchedule as string } : {}),
  };
}

/**
 * A config as it plays under another rule set (a class table takes its class's casino): the
 * rule set's, its variant's commission, and no learner bank in a commission-free game
 * (RULES.md 12.3). The config's own rule set gives the config back unchanged.
 */
export function configUnder(config: TableConfig, rs: TableRuleSet): TableConfig {
  const key = ruleSetKey(rs);
  if (key === config.ruleSet) return config;
  return {
    // A dealer-hand bet the new game does not deal is not offered there.
    ...sideBetsUnder(config, rs.variant),
    ruleSet: key,
    commissionBp:
      tableRuleSet(config).variant === rs.variant ? config.commissionBp : tableCommissionBp(rs),
    banking: !isFaceUp(rs) && variantAllowsLearnerBank(rs.variant) ? config.banking : null,
  };
}
