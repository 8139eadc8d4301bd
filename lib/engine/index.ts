/**
 * The engine's public door: what the app (pages, components, lib services) may use. App code
 * imports the engine from "@/lib/engine" only; the slow reference evaluator, the brute-force
 * EV, whole-deck counting and verification stay outside this door (tests and the CLI import
 * them by path), so they never enter the app's import graph (tests/import-boundaries.test.ts checks it).
 */
export * from "./bonus";
export * from "./canonical";
export * from "./cards";
export * from "./categories";
// The published side bets (RULES.md 13.2): pay tables by name, what a hand makes, exact edges.
export { dealerBet, publishedDealerBetEdge } from "./dealer-push-table";
export {
  type EmperorsKey,
  emperorsEdge,
  emperorsKey,
  emperorsPays,
} from "./emperors-challenge";
export { ENVY_MINIMUM, ENVY_SCHEDULES, envyAmount, envySchedule } from "./envy";
export * from "./ev";
export * from "./ev-cache";
export * from "./evaluate";
// The exact game as the traps drill deals it: a class by its index, the pool's format and draw.
export { CLASS_COUNT, classAt, classCount, rankMultisets } from "./exact/classes";
// The whole game's exact pass, for an own way's background run (lib/ways/exact-run.ts).
export { ALL_KEY, evaluateMultisets, mergeSums, type Sums, TRAP_MIN_GAIN } from "./exact/edge";
export { casinoLabelOrder, figuresOfSums, parseSummary, summaryLines } from "./exact/summary";
export * from "./exact/trap-pool";
export * from "./faceup";
export {
  DEFAULT_FORTUNE_TABLE,
  FORTUNE_TABLES,
  fortuneTable,
  fortuneTableEdge,
} from "./fortune-tables";
export * from "./grade";
export * from "./house-way";
export * from "./house-way-reason";
export * from "./rng";
export * from "./rule-set";
export * from "./settle";
export { toNumber } from "./side-bet-edge";
export * from "./splits";
export * from "./strategy";
// A casino's own trainer's list (issue 52 part 5): the list, its sentences' data, its figures.
export {
  ownRuleExamplesOf,
  ownRuleFront,
  ownTrainerPercent,
  RULE_SETS_WITH_OWN_LIST,
  type RuleSetStrategy,
  ruleSetStrategy,
  trainerWayFor,
} from "./strategy/rule-sets";
export type { RuleData, Shape } from "./strategy/vocabulary";
export * from "./values";
// The casino ways' readings, for the rule pages that describe them from the engine itself.
export { wayDef, wayDocument } from "./ways";
// A learner's own way (issue 52 part 3): checked from untrusted text, installed by its id,
// checked over every hand, compared with another way.
export {
  type CheckWayResult,
  checkWay,
} from "./ways/check";
export {
  ACE_WITH_PAIR_PLAYS,
  aceWithPair,
  canonicalWay,
  customWayId,
  formatWayDocument,
  type Keep,
  MAX_DOCUMENT_BYTES,
  RANK_TOKENS,
  type RankToken,
  RULE_KEYS,
  rankRange,
  type WayDocument,
  type WayRules,
} from "./ways/document";
export {
  parseWayDocumentText,
  WayDocumentError,
} from "./ways/document-parse";
export {
  type DocumentWay,
  documentOf,
  installedWayDocument,
  installWayDocument,
  isDocumentWay,
  publishedWayOf,
} from "./ways/index";
export {
  type CasinoRule,
  casinoRule,
  type HandType,
  pairClass,
  readHand,
} from "./ways/shared";
