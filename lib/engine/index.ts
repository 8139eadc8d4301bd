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
export * from "./ev";
export * from "./ev-cache";
export * from "./evaluate";
// The exact game as the traps drill deals it: a class by its index, the pool's format and draw.
export { classAt } from "./exact/classes";
export { TRAP_MIN_GAIN } from "./exact/edge";
export * from "./exact/trap-pool";
export * from "./grade";
export * from "./house-way";
export * from "./house-way-reason";
export * from "./rng";
export * from "./rule-set";
export * from "./settle";
export * from "./splits";
export * from "./strategy";
export * from "./values";
// The casino ways' readings, for the rule pages that describe them from the engine itself.
export { wayDef, wayDocument } from "./ways";
export { aceWithPair, RULE_KEYS, rankRange } from "./ways/document";
export {
  type CasinoRule,
  casinoRule,
  type HandType,
  pairClass,
  readHand,
} from "./ways/shared";
